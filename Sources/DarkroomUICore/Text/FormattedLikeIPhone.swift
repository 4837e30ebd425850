import DeterministicFormatting
import Foundation

// `.formatted(...)` that an app calls itself (`Text(order.total.formatted(.currency(code: "USD")))`), written as an
// iPhone in US English writes it. Foundation formats a style left on the process's current locale in `en_001` on
// Linux ("US$25.30"), whatever `LANG` says, and offers no way to change that locale: these overloads take the
// concrete styles apps pass, so the type checker prefers them to Foundation's generic `formatted(_:)` without
// making any call ambiguous, and format through `FixedFormatting.formatLikeIPhone` (a style on the current
// locale moves to en_US; a locale the app chose is kept). `Date.formatted()` and `formatted(date:time:)`, whose
// signatures are not generic in Foundation, are in DateFormattedLikeIPhone.swift; docs/DETERMINISM.md, "Formatting",
// lists what stays Foundation's.

extension Decimal {
    /// `self` formatted by `format` (e.g. `.number.precision(.fractionLength(2))`) as an iPhone in en_US writes it.
    public func formatted(_ format: Decimal.FormatStyle) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` as a percentage (e.g. `.percent`), as an iPhone in en_US writes it.
    public func formatted(_ format: Decimal.FormatStyle.Percent) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` as an amount of money (e.g. `.currency(code: "USD")` → "$25.30"), as an iPhone in en_US writes it.
    public func formatted(_ format: Decimal.FormatStyle.Currency) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }
}

extension BinaryInteger {
    /// `self` formatted by `format` (e.g. `.number.grouping(.never)`) as an iPhone in en_US writes it.
    public func formatted(_ format: IntegerFormatStyle<Self>) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` as a percentage (e.g. `.percent`), as an iPhone in en_US writes it.
    public func formatted(_ format: IntegerFormatStyle<Self>.Percent) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` as an amount of money (e.g. `.currency(code: "USD")` → "$5.00"), as an iPhone in en_US writes it.
    public func formatted(_ format: IntegerFormatStyle<Self>.Currency) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }
}

extension BinaryFloatingPoint {
    /// `self` formatted by `format` (e.g. `.number.precision(.fractionLength(1))`) as an iPhone in en_US writes it.
    public func formatted(_ format: FloatingPointFormatStyle<Self>) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` as a percentage (e.g. `.percent` → "25%" for 0.25), as an iPhone in en_US writes it.
    public func formatted(_ format: FloatingPointFormatStyle<Self>.Percent) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` as an amount of money (e.g. `.currency(code: "USD")` → "$25.30"), as an iPhone in en_US writes it.
    public func formatted(_ format: FloatingPointFormatStyle<Self>.Currency) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }
}

extension Date {
    /// `self` formatted by `format` (e.g. `.dateTime.month().day()`, `Date.FormatStyle(date: .long, time: .omitted)`)
    /// as an iPhone in en_US writes it. A style on the process's time zone moves to UTC, the time zone of every
    /// Darkroom environment, so the text does not depend on the machine; a time zone the app chose is kept.
    public func formatted(_ format: Date.FormatStyle) -> String {
        var format = format
        // `Date.FormatStyle(date:time:)` and `.dateTime` carry `TimeZone.autoupdatingCurrent`, which is not `==` to
        // `TimeZone.current`: either is the process's time zone.
        if format.timeZone == TimeZone.autoupdatingCurrent || format.timeZone == TimeZone.current, let utc = TimeZone(identifier: "UTC") {
            format.timeZone = utc
        }
        return FixedFormatting.formatLikeIPhone(self, format)
    }

    /// `self` relative to now (e.g. `.relative(presentation: .numeric, unitsStyle: .abbreviated)` → "2 hr. ago") as an
    /// iPhone in en_US writes it: a style on the process's locale moves to en_US (Foundation's data for it).
    public func formatted(_ format: Date.RelativeFormatStyle) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }
}

extension Duration {
    /// `self` in units (e.g. `.units()` → "1 min, 5 sec"; `.units(width: .wide)` → "1 minute, 5 seconds") as an
    /// iPhone in en_US writes it: a style on the process's locale moves to en_US (Foundation's data for it).
    public func formatted(_ format: Duration.UnitsFormatStyle) -> String {
        FixedFormatting.formatLikeIPhone(self, format)
    }
}
