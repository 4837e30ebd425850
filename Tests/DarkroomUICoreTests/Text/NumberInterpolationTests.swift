import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// Numbers interpolated into `Text` literals, as score labels, prices and progress read them: formatted with
/// SwiftUI's format specifiers (`%lld`, `%lf`), or the one the code passes with `specifier:`.
@MainActor @Suite struct NumberInterpolationTests {
    struct ScoreRow: View {
        let player: String
        let score: Int
        let average: Double
        var body: some View {
            HStack {
                Text(player)
                Spacer()
                Text("\(score) pts")
                Text("avg \(average, specifier: "%.1f")")
            }
        }
    }

    @Test func integersReadAsTheyArePrinted() {
        #expect(Text("\(42) pts").string == "42 pts")
        #expect(Text("\(-7)°").string == "-7°")
        #expect(
            Text("\(Int8(-3)) \(UInt8(200)) \(Int16(-300)) \(UInt32(4_000_000_000)) \(Int64.min) \(UInt64.max)").string
                == "-3 200 -300 4000000000 -9223372036854775808 18446744073709551615")
    }

    @Test func floatingPointUsesSwiftUIsDefaultSpecifier() {
        // SwiftUI formats an interpolated Double with "%lf": six decimals, a known surprise that snapshots must show.
        #expect(Text("\(2.5)").string == "2.500000")
        #expect(Text("\(Float(0.25)) \(CGFloat(3))").string == "0.250000 3.000000")
    }

    @Test func specifiersFormatTheValue() {
        let price = 4.5
        #expect(Text("$\(price, specifier: "%.2f")").string == "$4.50")
        #expect(Text("\(0.756 * 100, specifier: "%.0f")%").string == "76%")
        #expect(Text("#\(255, specifier: "%02X")").string == "#FF")
        #expect(Text("\(7, specifier: "%03d")").string == "007")
        #expect(Text("\(1234567.891, specifier: "%.3f")").string == "1234567.891")
    }

    @Test func otherValuesStillShowTheirDescription() {
        enum Level: String { case gold }
        #expect(Text("Level \(Level.gold)").string == "Level gold")
        #expect(Text("Name \("Ada")").string == "Name Ada")
    }

    @Test func aRowWithNumbersDrawsTheFormattedStrings() throws {
        let row = ScoreRow(player: "Ada", score: 120, average: 8.25)
        let formatted = HStack {
            Text(verbatim: "Ada")
            Spacer()
            Text(verbatim: "120 pts")
            Text(verbatim: "avg 8.2")
        }
        let drawn = try ImageRenderer(content: row.frame(width: 320, height: 44)).render()
        let expected = try ImageRenderer(content: formatted.frame(width: 320, height: 44)).render()
        #expect(drawn == expected)
    }
}
