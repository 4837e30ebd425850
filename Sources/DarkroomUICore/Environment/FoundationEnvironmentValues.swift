import Foundation

/// The fixed defaults that keep snapshots identical on every machine: en_US, Gregorian, UTC.
enum FixedFoundationDefaults {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC")!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}

struct LocaleKey: EnvironmentKey {
    static let defaultValue = FixedFoundationDefaults.locale
}

struct CalendarKey: EnvironmentKey {
    static let defaultValue = FixedFoundationDefaults.calendar
}

struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = FixedFoundationDefaults.timeZone
}

extension EnvironmentValues {
    /// The locale text formats dates and numbers in (en_US unless the test sets one: never the machine's).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar for dates (Gregorian unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone for dates (UTC unless set: never the machine's).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
