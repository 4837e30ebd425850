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

    /// An event row as apps write it: the date formatted before it reaches `Text`.
    struct EventRow: View {
        var title: String
        var start: Date
        var body: some View {
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(start.formatted(date: .abbreviated, time: .shortened))
                Text("Added \(start.formatted())").font(.caption)
            }
        }
    }

    /// 2021-06-04 14:24 UTC, the moment of Apple's `Date.formatted()` examples ("6/4/2021, 2:24 PM").
    let launch = Date(timeIntervalSince1970: 1_622_816_640)

    @Test func dateFormattedReadsAsOnAnIPhone() throws {
        #expect(launch.formatted() == "6/4/2021, 2:24\u{202F}PM")
        #expect(launch.formatted(date: .abbreviated, time: .shortened) == "Jun 4, 2021 at 2:24\u{202F}PM")
        #expect(launch.formatted(date: .long, time: .omitted) == "June 4, 2021")
        #expect(launch.formatted(date: .numeric, time: .omitted) == "6/4/2021")
        #expect(launch.formatted(date: .omitted, time: .shortened) == "2:24\u{202F}PM")
        #expect(launch.formatted(date: .complete, time: .omitted) == "Friday, June 4, 2021")
        // The spellings compose as strings do, and the other `formatted(_:)` styles still resolve.
        let stamp: String = launch.formatted()
        #expect("Added \(launch.formatted())" == "Added " + stamp)
        #expect([launch].map { $0.formatted(date: .numeric, time: .omitted) } == ["6/4/2021"])
        #expect(launch.formatted(.iso8601) == "2021-06-04T14:24:00Z")
        #expect(launch.formatted(.dateTime.month().day()) == "Jun 4")

        let layout = try ImageRenderer(content: EventRow(title: "Launch", start: launch)).layout().dump()
        #expect(layout.contains("Jun 4, 2021 at 2:24\u{202F}PM"))
        #expect(layout.contains("Added 6/4/2021, 2:24\u{202F}PM"))
    }

    @Test func durationsAndRelativeDatesUseUSEnglishAbbreviations() {
        // en_001 writes "16 min, 40 secs" and "2 hr ago"; US English "16 min, 40 sec" and "2 hr. ago".
        #expect(Duration.seconds(1_000).formatted(.units()) == "16 min, 40 sec")
        #expect(Duration.seconds(3_725).formatted(.units(width: .wide)) == "1 hour, 2 minutes, 5 seconds")
        #expect(Duration.seconds(65).formatted() == "0:01:05")
        let twoHoursAgo = Date.now.addingTimeInterval(-7_200)
        #expect(twoHoursAgo.formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated)) == "2 hr. ago")
        #expect(twoHoursAgo.formatted(.relative(presentation: .named)) == "2 hours ago")
    }

    @Test func aLocaleTheAppChoosesIsKept() {
        #expect(Decimal(string: "25.30")!.formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE"))) == "25,30\u{00A0}€")
        var utcPlusOne = Date.FormatStyle(date: .omitted, time: .shortened)
        utcPlusOne.timeZone = TimeZone(secondsFromGMT: 3600)!
        #expect(order.placed.formatted(utcPlusOne) == "1:00\u{202F}AM")
    }
}
