import Darkroom
import Foundation
import Testing

/// Live inspection of hosted views: actions re-render, handles re-resolve, frames and hit-testing are real.
@MainActor
@Suite struct HostedInspectionTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 10) {
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
                    .accessibilityIdentifier("increment")
            }
        }
    }

    @Test func tapRerendersAndOldHandlesStayLive() throws {
        let host = ViewHosting.host(view: Counter())
        let text = try host.inspect().vStack().text(0)
        #expect(try text.string() == "Count: 0")
        let button = try host.inspect().find(button: "Increment")
        try button.tap()
        try button.tap()
        #expect(try text.string() == "Count: 2")
        #expect(try host.inspect().find(text: "Count: 2").string() == "Count: 2")
    }

    @Test func framesAreTheLaidOutFrames() throws {
        struct Boxes: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 50)
                    Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("blue")
                }
            }
        }
        let host = ViewHosting.host(view: Boxes(), size: ProposedViewSize(width: 200, height: 200))
        let blue = try host.inspect().find(viewWithAccessibilityIdentifier: "blue")
        let frame = try blue.frame(in: .global)
        #expect(frame.size == CGSize(width: 40, height: 30))
        #expect(frame.minX == 80)
        #expect(try blue.frame(in: .local).origin == .zero)
    }

    @Test func tapAtCenterHitTests() throws {
        let host = ViewHosting.host(view: Counter())
        try host.inspect().find(button: "Increment").tapAtCenter()
        #expect(try host.inspect().vStack().text(0).string() == "Count: 1")
    }

    @Test func tapAtCenterNamesTheViewOnTop() throws {
        struct Covered: View {
            @State private var taps = 0
            var body: some View {
                Button("Under") { taps += 1 }
                    .overlay(Color.blue.opacity(0.5))
            }
        }
        let host = ViewHosting.host(view: Covered())
        #expect {
            try host.inspect().find(button: "Under").tapAtCenter()
        } throws: { error in
            "\(error)".contains("the view on top is")
        }
    }

    @Test func tapAtCenterFailsForAViewThatIgnoresTaps() throws {
        struct Passive: View {
            @State private var taps = 0
            var body: some View {
                ZStack {
                    Color.yellow.frame(width: 200, height: 100).onTapGesture { taps += 10 }
                    Button("Ignored") { taps += 1 }.allowsHitTesting(false)
                }
                .overlay(alignment: .bottom) { Text("\(taps)") }
            }
        }
        let host = ViewHosting.host(view: Passive())
        #expect {
            try host.inspect().find(button: "Ignored").tapAtCenter()
        } throws: { error in
            "\(error)".contains("Button") && "\(error)".contains("the view on top is") && "\(error)".contains("Color")
        }
        // The tap did not reach the yellow square either: nothing changed.
        #expect(throws: Never.self) { try host.inspect().find(text: "0") }
        // `button.tap()` calls the action directly, as ViewInspector's does (no hit-testing).
        try host.inspect().find(button: "Ignored").tap()
        #expect(throws: Never.self) { try host.inspect().find(text: "1") }
    }

    @Test func tappingADisabledHostedButtonThrows() throws {
        struct Form: View {
            @State private var sent = false
            var body: some View {
                Button("Send") { sent = true }.disabled(true)
            }
        }
        let host = ViewHosting.host(view: Form())
        #expect(throws: InspectionError.self) { try host.inspect().find(button: "Send").tap() }
    }

    @Test func toggleTapWritesTheState() throws {
        struct Settings: View {
            @State private var isOn = false
            var body: some View {
                VStack {
                    Toggle("Show words", isOn: $isOn)
                    Text(isOn ? "shown" : "hidden")
                }
            }
        }
        let host = ViewHosting.host(view: Settings())
        let toggle = try host.inspect().find(ViewType.Toggle.self)
        #expect(try toggle.isOn() == false)
        try toggle.tap()
        #expect(try toggle.isOn())
        #expect(throws: Never.self) { try host.inspect().find(text: "shown") }
    }

    /// The guide's `testCustomPrimitiveButtonStyleButton`, driven through a host instead of an inspection emissary.
    @Test func customPrimitiveButtonStyleButton() throws {
        var triggers = 0
        let config = PrimitiveButtonStyleConfiguration(onTrigger: { triggers += 1 })
        let view = CustomPrimitiveButtonStyle.CustomButton(configuration: config)
        let host = ViewHosting.host(view: view)
        let label = try host.inspect().styleConfigurationLabel()
        #expect(try label.blur().radius == 0)
        try label.callOnTapGesture()
        let updatedLabel = try host.inspect().styleConfigurationLabel()
        #expect(try updatedLabel.blur().radius == 5)
        #expect(triggers == 1)
    }

    @Test func customPrimitiveButtonStyleRootView() throws {
        let sut = CustomPrimitiveButtonStyle()
        #expect(throws: Never.self) { try sut.inspect().view(CustomPrimitiveButtonStyle.CustomButton.self) }
    }

    @Test func callOnAppear() throws {
        struct Greeting: View {
            @State private var appeared = 0
            var body: some View {
                Text("appeared \(appeared)").onAppear { appeared += 1 }
            }
        }
        let host = ViewHosting.host(view: Greeting())
        #expect(try host.inspect().text().string() == "appeared 1")
        try host.inspect().text().callOnAppear()
        #expect(try host.inspect().text().string() == "appeared 2")
    }

    @Test func snapshotOfOneFoundView() throws {
        let found = try Counter().inspect().find(button: "Increment")
        assertSnapshot(of: try found.snapshotView(), as: .image(layout: .sizeThatFits, scale: 2))
    }

    // MARK: Custom views inside the hosted view

    struct Row: View {
        let title: String
        @State private var isStarred = false
        var body: some View {
            HStack {
                Text(title)
                Spacer()
                Button(isStarred ? "Unstar" : "Star") { isStarred.toggle() }
            }
        }
    }

    struct Favourites: View {
        let titles = ["Apples", "Pears"]
        var body: some View {
            VStack {
                ForEach(titles, id: \.self) { title in
                    Row(title: title).id(title)
                }
            }
        }
    }

    @Test func findReachesViewsInsideHostedCustomViews() throws {
        let host = ViewHosting.host(view: Favourites())
        #expect(try host.inspect().findAll(Row.self).count == 2)
        let pears = try host.inspect().find(Row.self) { try $0.actualView().title == "Pears" }
        try pears.find(button: "Star").tap()
        // Only the tapped row's state changed; the handle found before the tap answers after it.
        #expect(try pears.find(ViewType.Button.self).labelView().text().string() == "Unstar")
        #expect(try host.inspect().find(viewWithId: "Apples").find(ViewType.Button.self).labelView().text().string() == "Star")
        #expect(try host.inspect().find(viewWithId: "Pears").find(text: "Pears").string() == "Pears")
    }

    @Test func framesOfViewsInsideCustomViews() throws {
        struct Card: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.green.frame(width: 30, height: 20)
                    Badge()
                }
            }
        }
        struct Badge: View {
            var body: some View { Color.orange.frame(width: 50, height: 20).accessibilityIdentifier("badge") }
        }
        let host = ViewHosting.host(view: Card(), size: ProposedViewSize(width: 100, height: 100))
        // The card (80 × 20) is centred in the 100 × 100 box; the badge follows the 30-point green square.
        #expect(
            try host.inspect().find(viewWithAccessibilityIdentifier: "badge").frame(in: .global)
                == CGRect(x: 40, y: 40, width: 50, height: 20))
        #expect(try host.inspect().find(Badge.self).frame(in: .global) == CGRect(x: 40, y: 40, width: 50, height: 20))
    }

    // MARK: Tap locations and gesture state

    struct TapLocator: View {
        let space: CoordinateSpace
        @State private var location: CGPoint?
        var body: some View {
            VStack(spacing: 0) {
                Color.blue
                    .frame(width: 200, height: 100)
                    .onTapGesture(coordinateSpace: space) { location = $0 }
                Text(location.map { "\(Int($0.x)),\(Int($0.y))" } ?? "none")
            }
        }
    }

    @Test func onTapGestureGetsTheLocationInTheViewsOwnSpace() throws {
        let host = ViewHosting.host(view: TapLocator(space: .local))
        let target = try host.inspect().find(ViewType.Color.self)
        try target.tapAtCenter()
        #expect(try host.inspect().find(ViewType.Text.self).string() == "100,50")
        let frame = try target.frame(in: .global)
        try host.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + 20))
        #expect(try host.inspect().find(ViewType.Text.self).string() == "10,20")
    }

    @Test func onTapGestureGetsTheLocationInTheGlobalSpace() throws {
        let host = ViewHosting.host(view: TapLocator(space: .global))
        let frame = try host.inspect().find(ViewType.Color.self).frame(in: .global)
        try host.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + 20))
        #expect(try host.inspect().find(ViewType.Text.self).string() == "\(Int(frame.minX) + 10),\(Int(frame.minY) + 20)")
    }

    /// Apple's `GestureState` example: at rest (no finger down) the gesture state holds its initial value.
    struct CounterView: View {
        @GestureState private var isDetectingLongPress = false
        @State private var totalNumberOfTaps = 0

        var press: some Gesture {
            LongPressGesture(minimumDuration: 1)
                .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                    gestureState = currentState
                }
                .onEnded { _ in totalNumberOfTaps += 1 }
        }

        var body: some View {
            VStack {
                Text("\(totalNumberOfTaps)")
                    .font(.largeTitle)
                Circle()
                    .fill(isDetectingLongPress ? Color.yellow : Color.green)
                    .frame(width: 100, height: 100)
                    .gesture(press)
            }
        }
    }

    @Test func gestureStateHoldsItsInitialValueAtRest() throws {
        let host = ViewHosting.host(view: CounterView())
        #expect(try host.inspect().find(ViewType.Shape.self).fillShapeStyle(Color.self) == Color.green)
        // A long press is never completed by a tap.
        #expect(throws: InspectionError.self) { try host.inspect().find(ViewType.Shape.self).tapAtCenter() }
        #expect(try host.inspect().find(ViewType.Text.self).string() == "0")
    }

    @Test func aTapGestureUpdatingGestureStateCompletesOnATap() throws {
        struct PressCard: View {
            @GestureState private var isPressing = false
            @State private var taps = 0
            var body: some View {
                Text("Taps: \(taps)")
                    .foregroundColor(isPressing ? .gray : .black)
                    .padding()
                    .gesture(
                        TapGesture()
                            .updating($isPressing) { _, isPressing, _ in isPressing = true }
                            .onEnded { taps += 1 }
                    )
            }
        }
        let host = ViewHosting.host(view: PressCard())
        try host.inspect().find(text: "Taps: 0").tapAtCenter()
        #expect(try host.inspect().find(ViewType.Text.self).string() == "Taps: 1")
        #expect(try host.inspect().find(ViewType.Text.self).foregroundColor() == .black)
    }

    // MARK: Modifier read-back on hosted views

    @Test func modifierReadBackThroughAHost() throws {
        struct Styled: View {
            var body: some View {
                VStack {
                    Text("Title").font(.title).foregroundColor(.purple)
                    Button("Go") {}.buttonStyle(.borderedProminent)
                }
            }
        }
        let host = ViewHosting.host(view: Styled())
        let title = try host.inspect().find(text: "Title")
        #expect(try title.font() == .title)
        #expect(try title.foregroundColor() == .purple)
        #expect(try host.inspect().find(button: "Go").buttonStyle() is BorderedProminentButtonStyle)
        #expect(throws: InspectionError.self) { try title.buttonStyle() }
    }
}
