import Foundation

/// Formats values the way iOS does for the en_US locale, from Darkroom's own tables instead of the host's
/// ICU data, so formatted text is the same on every machine and toolchain.
///
/// Covered: `IntegerFormatStyle`, `FloatingPointFormatStyle` and `Decimal.FormatStyle` with their `.Percent`
/// and `.Currency` forms (precision, grouping, sign, decimal separator, rounding rule, scale, compact-name and
/// scientific notation; currency symbols, ISO codes and names for the common currencies); `Date.FormatStyle`
/// (the `date:`/`time:` presets other than `.complete` time, and `.dateTime` fields: year, month, day,
/// weekday, hour, minute, second) in the Gregorian calendar; `ListFormatStyle` over strings. Anything else —
/// another locale, another calendar, a rounding increment, a time zone name — returns nil, and the caller
/// falls back to Foundation.
public enum FixedFormatting {
    /// Locales whose output these tables reproduce exactly.
    public static let exactLocales: Set<String> = ["en_US", "en-US"]

    /// `input` formatted with `style` (a Foundation `FormatStyle` value), or nil when the tables do not cover
    /// the style or its locale.
    public static func format(_ input: Any, style: Any) -> String? {
        guard let locale = StyleReader.value(style, "locale") as? Locale, exactLocales.contains(locale.identifier) else { return nil }
        let typeName = String(reflecting: type(of: style))
        if let date = input as? Date, style is Date.FormatStyle {
            if let calendar = StyleReader.value(style, "calendar") as? Calendar, calendar.identifier != .gregorian { return nil }
            let timeZone = StyleReader.value(style, "timeZone") as? TimeZone ?? TimeZone(identifier: "UTC")!
            return EnUSDateFormat.format(date, style: style, timeZone: timeZone)
        }
        if typeName.contains("ListFormatStyle<") {
            guard typeName.contains("StringStyle"), let items = input as? any Sequence else { return nil }
            var strings: [String] = []
            for item in items {
                guard let s = item as? String else { return nil }
                strings.append(s)
            }
            let type = StyleReader.caseName(StyleReader.value(style, "listType")) ?? "and"
            let width = StyleReader.caseName(StyleReader.value(style, "width")) ?? "standard"
            return EnUSListFormat.format(strings, type: type, width: width)
        }
        let isNumberStyle =
            typeName.contains("IntegerFormatStyle<") || typeName.contains("FloatingPointFormatStyle<")
            || typeName.contains("Decimal.FormatStyle")
        guard isNumberStyle, let number = DecimalDigits(input), let format = EnUSNumberFormat(style: style, typeName: typeName) else {
            return nil
        }
        return format.format(number)
    }
}

extension FixedFormatting {
    /// en_US, the locale of an iPhone set to US English and of every Darkroom environment.
    public static let iPhoneLocale = Locale(identifier: "en_US")

    /// `value` formatted by `style` as an iPhone in US English writes it: a style still on the process's
    /// `Locale.current` (`en_001` on Linux, whatever `LANG` says) is moved to en_US, then the tables format
    /// it when they cover it, Foundation otherwise. A locale the caller chose is kept.
    public static func formatLikeIPhone<F: FormatStyle>(_ value: F.FormatInput, _ style: F) -> F.FormatOutput {
        var style = style
        if let locale = StyleReader.value(style, "locale") as? Locale, locale.identifier == Locale.current.identifier,
            !exactLocales.contains(locale.identifier)
        {
            style = style.locale(iPhoneLocale)
        }
        if F.FormatOutput.self == String.self, let text = format(value, style: style) as? F.FormatOutput { return text }
        return style.format(value)
    }
}
