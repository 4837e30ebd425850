import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// `.formatted(...)` that an app calls itself before handing the string to `Text`, as order summaries, counters
/// and timestamps do: it reads as an iPhone in US English writes it, not as the Linux process's `en_001`.
@MainActor @Suite struct FormattedLikeIPhoneTests {
    struct Order {
        var total: Decimal
        var items: Int
        var placed: Date
    }

    let order = Order(total: Decimal(string: "25.30")!, items: 1_234, placed: Date(timeIntervalSince1970: 0))

    @Test func currencyReadsWithTheDollarSignAlone() {
        #expect(order.total.formatted(.currency(code: "USD")) == "$25.30")
        #expect(Text(order.total.formatted(.currency(code: "USD"))).string == "$25.30")
        #expect(19.99.formatted(.currency(code: "USD")) == "$19.99")
        #expect(5.formatted(.currency(code: "USD")) == "$5.00")
        #expect(Float(2).formatted(.currency(code: "EUR")) == "€2.00")
    }

    @Test func numbersAndPercentages() {
        #expect(Text("\(order.items.formatted())").string == "1,234")
        #expect(order.items.formatted(.number) == "1,234")
        #expect(order.items.formatted(.number.grouping(.never)) == "1234")
        #expect(0.25.formatted(.percent) == "25%")
        #expect(Decimal(string: "0.5")!.formatted(.percent) == "50%")
        #expect(3.14159.formatted(.number.precision(.fractionLength(2))) == "3.14")
    }

    @Test func datesReadMonthFirstInUTC() {
        #expect(order.placed.formatted(.dateTime.month().day().year()) == "Jan 1, 1970")
        #expect(order.placed.formatted(Date.FormatStyle(date: .long, time: .omitted)) == "January 1, 1970")
        #expect(order.placed.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)) == "Jan 1, 1970 at 12:00\u{202F}AM")
    }

    @Test func aLocaleTheAppChoosesIsKept() {
        #expect(Decimal(string: "25.30")!.formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE"))) == "25,30\u{00A0}€")
        var utcPlusOne = Date.FormatStyle(date: .omitted, time: .shortened)
        utcPlusOne.timeZone = TimeZone(secondsFromGMT: 3600)!
        #expect(order.placed.formatted(utcPlusOne) == "1:00\u{202F}AM")
    }
}
