import Foundation

/// Dates and times as iOS writes them in en_US with the Gregorian calendar: "Jun 3, 2019", "June 3, 2019",
/// "Monday, June 3, 2019", "6/3/2019", "4:04 PM" (a narrow no-break space before AM/PM, as iOS 17 and later
/// write it), "Jun 3, 2019 at 4:04 PM", and `.dateTime` field sets such as "Jun 3" or "Monday, June 3".
enum EnUSDateFormat {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// Between the time and AM/PM (U+202F NARROW NO-BREAK SPACE).
    static let periodSpace = "\u{202F}"

    /// The fields a `.dateTime` style asks for (nil: not shown), by Foundation's option names.
    struct Fields {
        var year: String?
        var month: String?
        var day: String?
        var weekday: String?
        var hour: String?
        var minute: String?
        var second: String?
        var isEmpty: Bool { [year, month, day, weekday, hour, minute, second].allSatisfy { $0 == nil } }
    }

    /// Formats `date` for a `Date.FormatStyle`; nil when the style asks for something these tables do not know.
    /// The `date:`/`time:` presets are stored as the fields they stand for; a style without fields is
    /// `.dateTime`'s default, "6/3/2019, 4:04 PM".
    static func format(_ date: Date, style: Any, timeZone: TimeZone) -> String? {
        let t = CivilTime(date, timeZone: timeZone)
        var fields = Fields()
        if let symbols = StyleReader.value(style, "_symbols") ?? StyleReader.value(style, "symbols") {
            for (label, keyPath) in [
                ("year", \Fields.year), ("month", \Fields.month), ("day", \Fields.day),
                ("weekday", \Fields.weekday), ("hour", \Fields.hour), ("minute", \Fields.minute),
                ("second", \Fields.second),
            ] as [(String, WritableKeyPath<Fields, String?>)] {
                if let option = StyleReader.value(symbols, label) { fields[keyPath: keyPath] = StyleReader.caseName(option) }
            }
            for other in ["era", "quarter", "week", "dayOfYear", "dayPeriod", "secondFraction", "timeZoneSymbol"] {
                if StyleReader.value(symbols, other) != nil { return nil }
            }
        }
        if fields.isEmpty {
            fields = Fields(
                year: "defaultDigits", month: "defaultDigits", day: "defaultDigits",
                hour: "defaultDigitsWithAbbreviatedAMPM", minute: "twoDigits")
        }
        return format(t, fields: fields)
    }

    static func abbreviated(month: Int) -> String { String(months[month - 1].prefix(3)) }

    /// A `.dateTime` field set, written with CLDR en's skeleton patterns (`yMMMd` → "Jun 3, 2019",
    /// `MMMMEEEEd` → "Monday, June 3", `yM` → "6/2019", `hm` → "4:04 PM").
    static func format(_ t: CivilTime, fields: Fields) -> String? {
        func twoDigits(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var year: String?
        switch fields.year {
        case nil: year = nil
        case "defaultDigits": year = "\(t.year)"
        case "twoDigits": year = twoDigits(t.year % 100)
        default: return nil
        }
        var monthText: String?, monthNumeric: String?
        switch fields.month {
        case nil: break
        case "defaultDigits": monthNumeric = "\(t.month)"
        case "twoDigits": monthNumeric = twoDigits(t.month)
        case "abbreviated": monthText = abbreviated(month: t.month)
        case "wide": monthText = months[t.month - 1]
        case "narrow": monthText = String(months[t.month - 1].prefix(1))
        default: return nil
        }
        var day: String?
        switch fields.day {
        case nil: day = nil
        case "defaultDigits": day = "\(t.day)"
        case "twoDigits": day = twoDigits(t.day)
        default: return nil
        }
        var weekday: String?
        switch fields.weekday {
        case nil: weekday = nil
        case "abbreviated": weekday = String(weekdays[t.weekday - 1].prefix(3))
        case "wide": weekday = weekdays[t.weekday - 1]
        case "narrow": weekday = String(weekdays[t.weekday - 1].prefix(1))
        case "short": weekday = String(weekdays[t.weekday - 1].prefix(2))
        default: return nil
        }
        var datePart: String?
        if let monthText {
            var s = monthText
            if let day { s += " " + day }
            if let year { s += (day != nil ? ", " : " ") + year }
            if let weekday { s = weekday + ", " + s }
            datePart = s
        } else if let monthNumeric {
            var s = monthNumeric
            if let day { s += "/" + day }
            if let year { s += "/" + year }
            if let weekday { s = weekday + ", " + s }
            datePart = s
        } else if let day {
            if year != nil { return nil }  // "y d": no such skeleton in use
            datePart = weekday.map { day + " " + $0 } ?? day
        } else if let year {
            if weekday != nil { return nil }
            datePart = year
        } else if let weekday {
            datePart = weekday
        }
        var timePart: String?
        if let hour = fields.hour {
            guard hour.hasPrefix("defaultDigits") || hour.hasPrefix("twoDigits") else { return nil }
            let noPeriod = hour.hasSuffix("NoAMPM")
            let h12 = t.hour % 12 == 0 ? 12 : t.hour % 12
            var s = hour.hasPrefix("twoDigits") ? twoDigits(h12) : "\(h12)"
            if fields.minute != nil { s += ":" + twoDigits(t.minute) }
            if fields.second != nil { s += ":" + twoDigits(t.second) }
            if !noPeriod {
                let period = t.hour < 12 ? "AM" : "PM"
                s += periodSpace + (hour.hasSuffix("NarrowAMPM") ? String(period.prefix(1)).lowercased() : period)
            }
            timePart = s
        } else if fields.minute != nil || fields.second != nil {
            if fields.minute != nil && fields.second != nil {
                timePart = twoDigits(t.minute) + ":" + twoDigits(t.second)
            } else if fields.minute != nil {
                timePart = "\(t.minute)"
            } else {
                timePart = "\(t.second)"
            }
        }
        switch (datePart, timePart) {
        case (let d?, let tm?): return d + (monthText != nil ? " at " : ", ") + tm  // "Jun 3, 2019 at 4:04 PM", "6/3/2019, 4:04 PM"
        case (let d?, nil): return d
        case (nil, let tm?): return tm
        default: return nil
        }
    }
}
