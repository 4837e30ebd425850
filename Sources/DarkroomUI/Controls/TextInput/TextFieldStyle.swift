/// How text fields are drawn (`.textFieldStyle(_:)`).
public protocol TextFieldStyle {
    /// The style's kind (implementation detail).
    var _kind: _TextFieldStyleKind { get }
}

/// The built-in text field appearances.
public enum _TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

/// The platform default: plain on iOS (in a form, the row is the field's border).
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// No decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// A rounded rectangle border (UIKit's `.roundedRect`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue: _TextFieldStyleKind = .plain
}

extension EnvironmentValues {
    var textFieldStyleKind: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style._kind)
    }
}
