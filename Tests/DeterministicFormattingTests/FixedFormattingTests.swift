import DarkroomUI
import DeterministicFormatting
import Foundation
import Testing

/// Darkroom's en_US tables against what iOS is documented to write (Apple's Foundation documentation
/// examples, quoted), and against what an iPhone shows for the values the project's screens use.
@Suite struct FixedFormattingTests {
    let us = Locale(identifier: "en_US")
    /// 2020-10-17 09:42:14 UTC, the date of Apple's `Date.FormatStyle.DateStyle` examples.
    let meeting = Date(timeIntervalSince1970: 1_602_927_734)
    let utc = TimeZone(identifier: "UTC")!

    func fixed<F: FormatStyle>(_ value: F.FormatInput, _ style: F) -> String? { FixedFormatting.format(value, style: style) }

    @Test func dateStylesMatchAppleDocumentation() {
        // developer.apple.com/documentation/foundation/date/formatstyle/datestyle, en_US:
        // numeric "10/17/2020", abbreviated "Oct 17, 2020", long "October 17, 2020",
        // complete "Saturday, October 17, 2020", formatted() "10/17/2020, 9:42 AM", standard time "9:42:14 AM".
        func style(_ d: Date.FormatStyle.DateStyle, _ t: Date.FormatStyle.TimeStyle) -> Date.FormatStyle {
            Date.FormatStyle(date: d, time: t, locale: us, calendar: Calendar(identifier: .gregorian), timeZone: utc)
        }
        #expect(fixed(meeting, style(.numeric, .omitted)) == "10/17/2020")
        #expect(fixed(meeting, style(.abbreviated, .omitted)) == "Oct 17, 2020")
        #expect(fixed(meeting, style(.long, .omitted)) == "October 17, 2020")
        #expect(fixed(meeting, style(.complete, .omitted)) == "Saturday, October 17, 2020")
        // iOS 17 and later put a narrow no-break space (U+202F) before AM/PM, where the 2020 examples show a space.
        #expect(fixed(meeting, style(.numeric, .shortened)) == "10/17/2020, 9:42\u{202F}AM")
        #expect(fixed(meeting, style(.omitted, .standard)) == "9:42:14\u{202F}AM")
        #expect(fixed(meeting, style(.abbreviated, .shortened)) == "Oct 17, 2020 at 9:42\u{202F}AM")
        #expect(fixed(meeting, style(.long, .shortened)) == "October 17, 2020 at 9:42\u{202F}AM")
    }

    @Test func dateTimeFieldsFollowCLDRSkeletons() {
        let base = Date.FormatStyle(locale: us, calendar: Calendar(identifier: .gregorian), timeZone: utc)
        #expect(fixed(meeting, base.hour().minute()) == "9:42\u{202F}AM")
        #expect(fixed(meeting, base.hour()) == "9\u{202F}AM")
        #expect(fixed(meeting, base.day().month(.abbreviated).year()) == "Oct 17, 2020")
        #expect(fixed(meeting, base.year().month(.wide).day()) == "October 17, 2020")
        #expect(fixed(meeting, base.weekday(.wide).day().month(.wide)) == "Saturday, October 17")
        #expect(fixed(meeting, base.month().day()) == "Oct 17")
        #expect(fixed(meeting, base.month(.wide).year()) == "October 2020")
        #expect(fixed(meeting, base.weekday()) == "Sat")
        #expect(fixed(meeting.addingTimeInterval(12 * 3600), base.hour().minute()) == "9:42\u{202F}PM")
        #expect(fixed(Date(timeIntervalSince1970: 0), base.hour().minute()) == "12:00\u{202F}AM")
    }

    @Test func numbersAsAnIPhoneWritesThem() {
        #expect(fixed(1_234_567, IntegerFormatStyle<Int>.number.locale(us)) == "1,234,567")
        #expect(fixed(1234.5, FloatingPointFormatStyle<Double>.number.locale(us)) == "1,234.5")
        #expect(fixed(Double.pi, FloatingPointFormatStyle<Double>.number.locale(us)) == "3.141593")
        #expect(fixed(42.5, FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(us)) == "42.50")
        #expect(fixed(2.5, FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)).locale(us)) == "2")
        #expect(fixed(3.5, FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)).locale(us)) == "4")
        #expect(fixed(1234, IntegerFormatStyle<Int>.number.grouping(.never).locale(us)) == "1234")
        #expect(fixed(5, IntegerFormatStyle<Int>.number.sign(strategy: .always()).locale(us)) == "+5")
        #expect(fixed(-5, IntegerFormatStyle<Int>.number.locale(us)) == "-5")
        #expect(fixed(3.14159, FloatingPointFormatStyle<Double>.number.precision(.significantDigits(2...4)).locale(us)) == "3.142")
        #expect(fixed(12300, IntegerFormatStyle<Int>.number.precision(.significantDigits(3)).locale(us)) == "12,300")
    }

    @Test func compactNamesRoundToTwoSignificantDigitsOrWholeUnits() {
        let compact = IntegerFormatStyle<Int>.number.notation(.compactName).locale(us)
        #expect(fixed(999, compact) == "999")
        #expect(fixed(1234, compact) == "1.2K")
        #expect(fixed(12_345, compact) == "12K")
        #expect(fixed(123_456, compact) == "123K")
        #expect(fixed(1_500_000, compact) == "1.5M")
        #expect(fixed(999_999, compact) == "1M")
        #expect(fixed(2_000_000_000, compact) == "2B")
    }

    @Test func percentagesAndCurrencies() {
        #expect(fixed(0.25, FloatingPointFormatStyle<Double>.Percent.percent.locale(us)) == "25%")
        #expect(fixed(0.123456, FloatingPointFormatStyle<Double>.Percent.percent.locale(us)) == "12.3456%")
        #expect(fixed(0.5, FloatingPointFormatStyle<Double>.Percent.percent.precision(.fractionLength(0)).locale(us)) == "50%")
        #expect(fixed(42, IntegerFormatStyle<Int>.Percent.percent.locale(us)) == "42%")
        // The issue's example: an iPhone shows "$25.30" where Foundation on Linux wrote "US$25.30".
        #expect(fixed(Decimal(string: "25.30")!, Decimal.FormatStyle.Currency(code: "USD", locale: us)) == "$25.30")
        #expect(fixed(1234.5, FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: us)) == "$1,234.50")
        #expect(fixed(-4.0, FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: us)) == "-$4.00")
        #expect(fixed(1500, IntegerFormatStyle<Int>.Currency(code: "JPY", locale: us)) == "¥1,500")
        #expect(fixed(9.99, FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: us)) == "€9.99")
        #expect(fixed(9.99, FloatingPointFormatStyle<Double>.Currency(code: "CHF", locale: us)) == "CHF\u{00A0}9.99")
        #expect(fixed(9.99, FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: us).presentation(.isoCode)) == "USD\u{00A0}9.99")
        #expect(fixed(2.0, FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: us).presentation(.fullName)) == "2.00 US dollars")
    }

    @Test func listsJoinAsInEnglish() {
        #expect(fixed(["Apples", "Pears", "Plums"], ListFormatStyle<StringStyle, [String]>.list(type: .and).locale(us)) == "Apples, Pears, and Plums")
        #expect(fixed(["Apples", "Pears"], ListFormatStyle<StringStyle, [String]>.list(type: .and).locale(us)) == "Apples and Pears")
        #expect(fixed(["Apples", "Pears", "Plums"], ListFormatStyle<StringStyle, [String]>.list(type: .or).locale(us)) == "Apples, Pears, or Plums")
    }

    @Test func otherLocalesAreLeftToFoundation() {
        #expect(fixed(1234.5, FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: "de_DE"))) == nil)
        #expect(fixed(meeting, Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: "fr_FR"))) == nil)
    }

    @Test @MainActor func textUsesTheTables() throws {
        func laidOut<V: View>(_ view: V) throws -> String { try ImageRenderer(content: view).layout().dump() }
        #expect(try laidOut(Text(Decimal(string: "25.30")!, format: .currency(code: "USD"))).contains("$25.30"))
        #expect(try !laidOut(Text(Decimal(string: "25.30")!, format: .currency(code: "USD"))).contains("US$"))
        #expect(try laidOut(Text(12_345, format: .number.notation(.compactName))).contains("12K"))
        #expect(try laidOut(Text(meeting, style: .date)).contains("October 17, 2020"))
        #expect(try laidOut(Text(meeting, style: .time)).contains("9:42\u{202F}AM"))
        #expect(try laidOut(Text("Total: \(Decimal(string: "25.30")!, format: .currency(code: "USD"))")).contains("Total: $25.30"))
    }

    /// Random values with 0–3 fraction digits: the tables round as Foundation does (half-even on the shortest
    /// decimal digits of the double).
    @Test func propertyFixedDigitsMatchFoundationsRounding() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("FixedFormattingTests.propertyFixedDigitsMatchFoundationsRounding: seed \(seed)")
        var state = seed
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(Int64(bitPattern: state) >> 20) / 1000
            let digits = Int(state >> 61) % 4
            let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(digits)).locale(us)
            #expect(fixed(value, style) == style.format(value), "seed \(seed): \(value) with \(digits) fraction digits")
        }
    }
}
