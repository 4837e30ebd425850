import DeterministicFormatting
import Foundation

// `date.formatted()` and `date.formatted(date:time:)`, as an iPhone in US English writes them. Foundation declares both
// with signatures that are not generic, so a method of the same signature would make every call ambiguous. A
// property named `formatted` whose value is callable is not: the type checker prefers it to Foundation's methods for
// these two spellings (Swift 6.3), while every other `formatted(…)` call (`.iso8601`, `.relative(presentation:)`, a
// `Date.FormatStyle`) resolves as before. docs/DETERMINISM.md, "Formatting".

extension Date {
    /// `date.formatted()` ("11/28/2026, 9:41 AM") and `date.formatted(date:time:)` ("Nov 28, 2026 at 9:41 AM")
    /// as an iPhone in en_US writes them, in UTC (the time zone of every Darkroom environment).
    public var formatted: FormattedLikeIPhone { FormattedLikeIPhone(date: self) }

    /// The value of `Date.formatted`: call it as `date.formatted()` or `date.formatted(date:time:)`.
    public struct FormattedLikeIPhone: Sendable {
        let date: Date

        /// The date and time in the numeric date and short time style, e.g. "11/28/2026, 9:41 AM".
        public func callAsFunction() -> String {
            callAsFunction(date: .numeric, time: .shortened)
        }

        /// The date and time in the given styles, e.g. `(date: .abbreviated, time: .shortened)` → "Nov 28, 2026 at
        /// 9:41 AM", `(date: .long, time: .omitted)` → "November 28, 2026".
        public func callAsFunction(date dateStyle: Date.FormatStyle.DateStyle, time timeStyle: Date.FormatStyle.TimeStyle) -> String {
            date.formatted(Date.FormatStyle(date: dateStyle, time: timeStyle))
        }
    }
}
