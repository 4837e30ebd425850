import DarkroomUI
import Foundation
import Testing

/// What `import SwiftUI` brings: Foundation names, environment values, formatted text.
@Suite @MainActor struct EnvironmentAndFormatTests {
    /// The string a text view lays out (from the layout dump).
    func laidOut<V: View>(_ view: V) throws -> String {
        try ImageRenderer(content: view).layout().dump()
    }

    @Test func foundationComesWithDarkroomUI() {
        // These names resolve through `import DarkroomUI` alone in SwiftUI code.
        let id = UUID()
        let url = URL(string: "https://example.com")
        let set = IndexSet(integersIn: 0..<3)
        #expect(id != UUID() && url != nil && set.count == 3 && Locale(identifier: "en_US").identifier == "en_US")
    }

    @Test func defaultsAreFixedNotTheMachines() {
        let env = EnvironmentValues()
        #expect(env.locale.identifier == "en_US")
        #expect(env.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(env.calendar.identifier == .gregorian)
        #expect(env.dynamicTypeSize == .large)
        #expect(env.horizontalSizeClass == UserInterfaceSizeClass.compact)
        #expect(env.verticalSizeClass == UserInterfaceSizeClass.regular)
        #expect(env.layoutDirection == .leftToRight && env.isEnabled && env.redactionReasons.isEmpty)
    }

    @Test func datesFormatInTheEnvironmentsLocaleAndTimeZone() throws {
        let date = Date(timeIntervalSince1970: 1_559_577_840)  // 2019-06-03 16:04 UTC
        #expect(try laidOut(Text(date, style: .time)).contains("4:04"))
        #expect(try laidOut(Text(date, style: .date)).contains("June 3, 2019"))
        let berlin = try laidOut(
            Text(date, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
                .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(berlin.contains("18:04"))
    }

    @Test func numbersFormatWithFormatStyles() throws {
        #expect(try laidOut(Text(1234.5, format: .number)).contains("1,234.5"))
        #expect(try laidOut(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))).contains("1.234,5"))
        #expect(try laidOut(Text(0.25, format: .percent)).contains("25%"))
        #expect(try laidOut(Text("Total: \(42.5, format: .number.precision(.fractionLength(2)))")).contains("Total: 42.50"))
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        #expect(try laidOut(Text(NSNumber(value: 9876), formatter: formatter)).contains("9,876"))
    }

    @Test func relativeStylesMeasureFromTheTimelineDate() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let later = start.addingTimeInterval(2 * 3600 + 600)
        let view = TimelineView(.periodic(from: start, by: 1)) { _ in Text(later, style: .relative) }
        #expect(try laidOut(view).contains("2 hr, 10 min"))
        let timer = TimelineView(.explicit([start])) { _ in Text(start.addingTimeInterval(-75), style: .timer) }
        #expect(try laidOut(timer).contains("1:15"))
    }

    @Test func textStylesScaleWithDynamicTypeAsIOS() throws {
        func height<V: View>(_ v: V) throws -> CGFloat { try ImageRenderer(content: v).displayList().size.height }
        let large = try height(Text("Hg").font(.body))
        let ax5 = try height(Text("Hg").font(.body).dynamicTypeSize(.accessibility5))
        let xSmall = try height(Text("Hg").font(.body).dynamicTypeSize(.xSmall))
        // iOS: body is 17 pt at Large, 53 pt at AX5, 14 pt at xSmall; line heights scale with them.
        #expect(abs(ax5 / large - 53.0 / 17.0) < 0.12, "\(ax5) / \(large)")
        #expect(abs(xSmall / large - 14.0 / 17.0) < 0.08, "\(xSmall) / \(large)")
        // A fixed size does not scale.
        #expect(try height(Text("Hg").font(.system(size: 17)).dynamicTypeSize(.accessibility5)) == large)
        // A range clamps.
        #expect(try height(Text("Hg").font(.body).dynamicTypeSize(.accessibility5).dynamicTypeSize(...DynamicTypeSize.xxxLarge)) == ax5)
    }

    @Test func actionsDoNothingByDefault() {
        let env = EnvironmentValues()
        env.dismiss()
        env.openURL(URL(string: "https://example.com")!)
        #expect(env.presentationMode.wrappedValue.isPresented == false)
    }
}
