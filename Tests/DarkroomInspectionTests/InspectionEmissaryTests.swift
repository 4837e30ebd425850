import Darkroom
import Foundation
import Testing

/// `InspectionEmissary`, `on(\.didAppear)` and `onReceive` in Swift Testing: inspections run synchronously while
/// the view is hosted, with live state.
@MainActor
@Suite struct InspectionEmissaryTests {
    @Test func theInspectionRunsWhenTheViewIsHostedNotBefore() throws {
        var triggers = 0
        let view = CustomPrimitiveButtonStyle.CustomButton(configuration: PrimitiveButtonStyleConfiguration(onTrigger: { triggers += 1 }))
        var radii: [CGFloat] = []
        view.inspection.inspect { view in
            radii.append(try view.styleConfigurationLabel().blur().radius)
            try view.styleConfigurationLabel().callOnTapGesture()
            radii.append(try view.styleConfigurationLabel().blur().radius)
        }
        #expect(radii.isEmpty)
        let host = ViewHosting.host(view: view)
        #expect(radii == [0, 5])
        #expect(triggers == 1)
        // The tap inside the inspection changed the host's state.
        #expect(try host.inspect().styleConfigurationLabel().blur().radius == 5)
    }

    @Test func theExpectationIsFulfilledWhenHostingReturns() throws {
        let sut = FlagView()
        let exp = sut.inspection.inspect { view in
            try view.button().tap()
        }
        let host = ViewHosting.host(view: sut)
        #expect(exp.expectationDescription == "Inspection at line \(#line - 4)")
        #expect(try host.inspect().find(text: "True").string() == "True")
        // Each inspection runs once: the callback is removed when it ran.
        #expect(sut.inspection.callbacks.isEmpty)
    }

    @Test func aFailureInsideTheInspectionIsReportedToTheTest() {
        withKnownIssue {
            let sut = FlagView()
            sut.inspection.inspect { view in
                _ = try view.find(text: "Maybe")
            }
            ViewHosting.host(view: sut)
        } matching: { issue in
            "\(issue)".contains("Maybe")
        }
    }

    @Test func onDidAppearRunsWithLiveState() throws {
        var sut = AppearingFlagView()
        var seen: [Bool] = []
        sut.on(\.didAppear) { view in
            seen.append(try view.actualView().flag)
            try view.button().tap()
            seen.append(try view.actualView().flag)
        }
        #expect(seen.isEmpty)
        ViewHosting.host(view: sut)
        #expect(seen == [false, true])
    }

    @Test func onReceiveDeliversEachValueAndReRenders() throws {
        let ticker = Ticker()
        let host = ViewHosting.host(view: TickView(ticker: ticker))
        #expect(try host.inspect().text().string() == "Tick 0")
        ticker.ticks.send(3)
        #expect(try host.inspect().text().string() == "Tick 3")
        ticker.ticks.send(7)
        #expect(try host.inspect().text().string() == "Tick 7")
    }

    @Test func aSubjectDropsValuesSentBeforeAnyoneSubscribes() throws {
        let ticker = Ticker()
        ticker.ticks.send(5)
        let host = ViewHosting.host(view: TickView(ticker: ticker))
        #expect(try host.inspect().text().string() == "Tick 0")
    }

    @Test func expelledViewsStopReceiving() throws {
        let ticker = Ticker()
        var received: [Int] = []
        let cancellable = ticker.ticks.sink { received.append($0) }
        let host = ViewHosting.host(view: TickView(ticker: ticker))
        ViewHosting.expel(host)
        ticker.ticks.send(1)
        #expect(try host.inspect().text().string() == "Tick 0")
        #expect(received == [1])
        cancellable.cancel()
        ticker.ticks.send(2)
        #expect(received == [1])
    }
}
