import Foundation

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control for a date, in iOS's compact form: the label, then the date and the time in grey capsules
/// showing the value the test passes (formatted in US English, in UTC, so the picture is the same
/// everywhere).
public nonisolated struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    /// A date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    /// A date picker limited to `range`, with a custom label.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker from `range`'s lower bound on, with a custom label.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @MainActor public var body: some View {
        HStack(spacing: 6) {
            HideableLabel { label.frame(maxWidth: .infinity, alignment: .leading) }
            if components.contains(.date) { CompactValue(text: Self.format(date, "MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { CompactValue(text: Self.format(date, "h:mm a")) }
        }
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a localized key, limited to `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// A value in a compact picker's grey capsule.
nonisolated struct CompactValue: View {
    let text: String
    @MainActor var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, ControlMetrics.compactPickerPadding)
            .frame(height: ControlMetrics.compactPickerHeight)
            .fixedSize()
            .background(
                RoundedRectangle(cornerRadius: ControlMetrics.compactPickerCornerRadius, style: .continuous)
                    .fill(SystemColors.tertiarySystemFill))
    }
}

/// How date pickers are drawn; every style draws the compact form (the graphical and wheel calendars are
/// not drawn).
public protocol DatePickerStyle {}
/// The compact style (iOS default).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// The default style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The graphical calendar style (drawn compact).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// The wheel style (drawn compact).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// Sets the style of date pickers (every style draws the compact form here).
    public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
