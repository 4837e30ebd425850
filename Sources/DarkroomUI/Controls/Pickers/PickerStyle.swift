/// How a `Picker` is drawn (`.pickerStyle(_:)`).
public protocol PickerStyle {
    /// The style's kind (implementation detail).
    var _kind: _PickerStyleKind { get }
}

/// The built-in picker appearances.
public enum _PickerStyleKind: Hashable, Sendable {
    case menu, segmented, inline, wheel, navigationLink, palette
}

/// The platform default: a menu on iOS 16+.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

/// A button showing the selected option that opens a menu.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

/// Options side by side in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .segmented }
}

/// Options as rows of the containing list, the selected one checked.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .inline }
}

/// A scrolling wheel of options.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .wheel }
}

/// A row that pushes a list of options.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .navigationLink }
}

/// Options as a row of buttons (drawn as a segmented control on iOS).
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform default (menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Inline rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: _PickerStyleKind = .menu
}

extension EnvironmentValues {
    var pickerStyleKind: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in this view.
    public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style._kind)
    }
}
