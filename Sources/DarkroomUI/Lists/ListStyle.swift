/// The appearance of a `List` (set with `.listStyle(_:)`).
public protocol ListStyle {
    /// The style's kind (implementation detail).
    var _kind: _ListStyleKind { get }
}

/// The built-in list appearances.
public enum _ListStyleKind: Sendable, Hashable {
    case insetGrouped, grouped, plain, inset, sidebar

    /// Whether rows sit in rounded cards inset from the edges.
    var isInset: Bool { self == .insetGrouped || self == .sidebar || self == .inset }
    /// Whether the list has the grouped (grey) background.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }
}

/// The platform's default: on iOS 17 iPhone, inset grouped.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// Sections as rounded cards inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// Full-width sections on the grouped background, with larger headers than plain.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}

/// Full-width rows on the plain background.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}

/// Rows inset from the edges on the plain background.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .inset }
}

/// The sidebar style; on iPhone it looks like inset grouped.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style (inset grouped on iOS 17 iPhone).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded sections inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Full-width grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Full-width plain rows.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Inset plain rows.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListStyleKey: EnvironmentKey {
    static let defaultValue: _ListStyleKind? = nil
}

/// Set on the views inside a list: rows draw as list rows (navigation chevrons, picker rows, …).
extension EnvironmentValues {
    /// The list style chosen with `.listStyle(_:)` (nil: automatic).
    var listStyleKind: _ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The style of the list the view is a row of (nil outside lists).
    var listRowContext: _ListStyleKind? {
        get { rowContext as? _ListStyleKind }
        set { rowContext = newValue }
    }
}

extension View {
    /// Sets the style of lists in this view.
    public nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style._kind)
    }
}
