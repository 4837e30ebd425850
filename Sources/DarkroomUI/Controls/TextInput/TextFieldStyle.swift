/// How text fields are drawn (`.textFieldStyle(_:)`).
///
/// A custom style is written as SwiftUI apps write one: `func _body(configuration: TextField<Self._Label>) -> some View`
/// decorates the field it is given (padding, a background, an overlay); the field inside draws plain.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view the style draws.
    associatedtype _Body: View
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
    /// Draws `configuration`, the styled field, with its decoration.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The built-in text field appearances.
public enum _TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

/// The label of the field passed to a `TextFieldStyle`: the field's own label (its placeholder).
public nonisolated struct _TextFieldStyleLabel: View {
    let content: AnyView

    @MainActor public var body: some View { content }
}

/// The platform default: plain on iOS (in a form, the row is the field's border).
public nonisolated struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration.drawn(as: .plain) }
}

/// No decoration.
public nonisolated struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration.drawn(as: .plain) }
}

/// A rounded rectangle border (UIKit's `.roundedRect`).
public nonisolated struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration.drawn(as: .roundedBorder) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform default.
    public nonisolated static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public nonisolated static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public nonisolated static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: (any TextFieldStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.textFieldStyle(_:)`; nil: the default (plain).
    var textFieldStyle: (any TextFieldStyle)? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields in this view.
    public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style)
    }
}
