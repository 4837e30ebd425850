import DeterministicFormatting
import Foundation

/// A value `Text` formats when its environment is known (dates and numbers follow the environment's
/// locale, calendar and time zone — en_US, Gregorian, UTC unless a test sets them).
struct TextFormat: Hashable, @unchecked Sendable {
    /// Identifies the value and format for equality (the rendering in the default environment plus the kind).
    let key: String
    let render: @Sendable (EnvironmentValues) -> String

    static func == (lhs: TextFormat, rhs: TextFormat) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time, e.g. "3:04 PM".
        public static let time = DateStyle(kind: .time)
        /// The date, e.g. "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time from now, e.g. "2 hr, 10 min" (measured from the date itself in a snapshot: there is no clock).
        public static let relative = DateStyle(kind: .relative)
        /// The offset from now, e.g. "+2 hours" (from the date itself in a snapshot).
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from the date, e.g. "0:00" (from the date itself in a snapshot).
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, in the environment's locale, calendar and time zone. Styles relative
    /// to "now" measure from the environment's reference date (a `TimelineView`'s date), else from the date itself.
    public init(_ date: Date, style: DateStyle) {
        let render: @Sendable (EnvironmentValues) -> String = { env in Text.format(date, style: style, in: env) }
        self.init(formatted: TextFormat(key: "date \(date.timeIntervalSinceReferenceDate) \(style.kind)", render: render))
    }

    /// Text showing a range of dates, e.g. "3:00 – 4:00 PM".
    public init(_ dates: ClosedRange<Date>) {
        self.init(
            formatted: TextFormat(key: "dates \(dates)") { env in
                var style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: env.locale, calendar: env.calendar, timeZone: env.timeZone)
                style.locale = env.locale
                return style.format(dates.lowerBound..<dates.upperBound)
            })
    }

    /// Text showing `input` formatted with `format` in the environment's locale (and, for dates, calendar and time zone).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = UncheckedBox({ (env: EnvironmentValues) -> String in Text.render(input, Text.localized(format, in: env)) })
        self.init(formatted: TextFormat(key: "format \(F.self) \(input)") { env in box.value(env) })
    }

    /// Text showing `subject` formatted by `formatter` (the formatter's own locale applies, as in SwiftUI).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing `date` formatted by `formatter` (`Date` is `ReferenceConvertible` on Apple platforms only, so
    /// Linux needs this overload for `Text(date, formatter: dateFormatter)`).
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }

    /// Text showing `subject` formatted by `formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A timer over `timerInterval`: the time left (`countsDown`) or elapsed, e.g. "4:59" or "1:02:03" ("62:03" without
    /// `showsHours`). "Now" is `pauseTime` when given, else the environment's reference date (a `TimelineView`'s date),
    /// else the interval's start: a snapshot has no clock, so the timer shows its starting value.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let key =
            "timer \(timerInterval.lowerBound.timeIntervalSinceReferenceDate) \(timerInterval.upperBound.timeIntervalSinceReferenceDate) \(pauseTime?.timeIntervalSinceReferenceDate ?? .nan) \(countsDown) \(showsHours)"
        self.init(
            formatted: TextFormat(key: key) { env in
                let now = min(max(pauseTime ?? env.referenceDate ?? timerInterval.lowerBound, timerInterval.lowerBound), timerInterval.upperBound)
                let interval = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
                let seconds = interval.isFinite ? Int(min(max(interval, 0), 1e9).rounded(.down)) : 0
                let h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60
                if showsHours && h > 0 { return String(format: "%d:%02d:%02d", h, m, s) }
                return String(format: "%d:%02d", showsHours ? m : seconds / 60, s)
            })
    }

    init(formatted: TextFormat) {
        self.init(segments: [Segment(string: formatted.render(EnvironmentValues()), style: TextRunStyle(), format: formatted)])
    }

    /// `format` set to the environment's locale, and for date styles its calendar and time zone.
    static func localized<F: FormatStyle>(_ format: F, in env: EnvironmentValues) -> F {
        var f = format.locale(env.locale)
        if var d = f as? Date.FormatStyle {
            d.timeZone = env.timeZone
            d.calendar = env.calendar
            f = d as! F
        }
        return f
    }

    /// `input` formatted by `format`: from Darkroom's en_US tables when they cover the style and its locale (the
    /// same text on every machine, as iOS writes it), else by Foundation.
    static func render<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> F.FormatOutput {
        FixedFormatting.formatLikeIPhone(input, format)
    }

    static func format(_ date: Date, style: DateStyle, in env: EnvironmentValues) -> String {
        var dateStyle = Date.FormatStyle(locale: env.locale, calendar: env.calendar, timeZone: env.timeZone)
        switch style.kind {
        case .time:
            dateStyle = dateStyle.hour().minute()
            return render(date, dateStyle)
        case .date:
            return render(date, Date.FormatStyle(date: .long, time: .omitted, locale: env.locale, calendar: env.calendar, timeZone: env.timeZone))
        case .relative, .offset, .timer:
            let now = env.referenceDate ?? date
            let seconds = Int((date.timeIntervalSince(now)).rounded())
            let magnitude = abs(seconds)
            switch style.kind {
            case .timer:
                let h = magnitude / 3600, m = (magnitude % 3600) / 60, s = magnitude % 60
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            case .offset:
                let sign = seconds < 0 ? "-" : "+"
                return sign + Text.components(magnitude, locale: env.locale, full: true)
            default:
                return Text.components(magnitude, locale: env.locale, full: false)
            }
        }
    }

    /// "2 hr, 10 min" (abbreviated) or "2 hours" (offset: largest unit only, full).
    static func components(_ seconds: Int, locale: Locale, full: Bool) -> String {
        let h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60
        if full {
            if h > 0 { return "\(h) hour\(h == 1 ? "" : "s")" }
            if m > 0 { return "\(m) minute\(m == 1 ? "" : "s")" }
            return "\(s) second\(s == 1 ? "" : "s")"
        }
        var parts: [String] = []
        if h > 0 { parts.append("\(h) hr") }
        if m > 0 { parts.append("\(m) min") }
        if h == 0 && (s > 0 || parts.isEmpty) { parts.append("\(s) sec") }
        return parts.joined(separator: ", ")
    }

    /// Digits drawn with equal advances (tabular figures), as a counter or a clock needs; the system
    /// font's digits are proportional otherwise, as SF Pro's are.
    public func monospacedDigit() -> Text { styled { if $0.monospacedDigit == nil { $0.monospacedDigit = true } } }
}

extension View {
    /// Draws the digits of text in this view with equal advances (tabular figures).
    public nonisolated func monospacedDigit() -> some View {
        environment(\.text.style.monospacedDigit, true)
    }
}

/// Carries a non-Sendable value into a `@Sendable` closure that only reads it.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

struct ReferenceDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    /// "Now" for relative date text (set by `TimelineView` to the date a test passes).
    var referenceDate: Date? {
        get { self[ReferenceDateKey.self] }
        set { self[ReferenceDateKey.self] = newValue }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates `value` formatted with `format` in the fixed en_US locale (and UTC for dates).
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendArgument(Text.render(value, Text.localized(format, in: EnvironmentValues())), specifier: "%@")
    }

    /// Interpolates a date in `style`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendArgument(Text.format(date, style: style, in: EnvironmentValues()), specifier: "%@")
    }

    /// Interpolates `subject` formatted by `formatter` (without one, its description).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        appendArgument(formatter.map { $0.string(for: subject) ?? "" } ?? String(describing: subject), specifier: "%@")
    }

    /// Interpolates an object formatted by `formatter` (without one, its description).
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendArgument(formatter.map { $0.string(for: subject) ?? "" } ?? subject.description, specifier: "%@")
    }

    /// Interpolates `date` formatted by `formatter` (`"\(date, formatter: dateFormatter)"`; `Date` is
    /// `ReferenceConvertible` on Apple platforms only).
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
        appendArgument(formatter.string(for: date) ?? "", specifier: "%@")
    }
}
