import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

extension TextField where Label == Text {
    /// A field editing `value` through `formatter`: it shows `formatter.string(for:)` of the value (in the
    /// formatter's own locale, as SwiftUI does), or its title as the placeholder when the formatter gives nothing.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: Text(titleKey), axis: .horizontal,
            secure: false)
    }

    /// A field editing `value` through `formatter`, with a title that is not localized.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: Text(title), axis: .horizontal,
            secure: false)
    }
}
