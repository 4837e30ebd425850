import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// What a row's modifiers tell its list, carried in the row node's traits.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: LayoutNode?
    /// Makes another node of `background`, for each row of a section the background was set on.
    var makeBackground: (() -> LayoutNode)?
    /// `listRowSeparator(_:edges:)`: the separator above the row and the one below it.
    var topSeparator: Visibility = .automatic
    var bottomSeparator: Visibility = .automatic
    /// `listRowSeparatorTint(_:edges:)`, per edge.
    var topSeparatorTint: Color?
    var bottomSeparatorTint: Color?
    /// `listSectionSeparator(_:edges:)`: the separators above a plain list section's first row and below its last.
    var sectionTopSeparator: Visibility = .automatic
    var sectionBottomSeparator: Visibility = .automatic
    /// From `onDelete` / `onMove` on the row's `ForEach`, and `deleteDisabled` / `moveDisabled` on the row:
    /// which edit controls the row shows in edit mode.
    var deletable = false
    var movable = false
    var deleteDisabled = false
    var moveDisabled = false

    /// Whether the row shows the delete control in edit mode.
    var showsDeleteControl: Bool { deletable && !deleteDisabled }
    /// Whether the row shows the reorder control in edit mode.
    var showsReorderControl: Bool { movable && !moveDisabled }

    private struct Key: LayoutValueKey {
        static var defaultValue: ListRowTraits { ListRowTraits() }
    }

    static func of(_ node: LayoutNode) -> ListRowTraits {
        (node.traits.layoutValues[ObjectIdentifier(Key.self)] as? ListRowTraits) ?? ListRowTraits()
    }

    static func update(_ node: LayoutNode, _ change: (inout ListRowTraits) -> Void) {
        var traits = of(node)
        change(&traits)
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = traits
    }
}

/// Sets list row traits on each resolved row.
nonisolated struct ListRowTraitModifier: ViewModifier, _UnaryModifier {
    let change: (inout ListRowTraits, EnvironmentValues, ResolveContext) -> Void

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        ListRowTraits.update(node) { change(&$0, environment, context) }
        return node
    }
}

extension View {
    /// The insets of this row's content in a list (nil: the default, 20 pt leading and trailing).
    public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier { traits, _, _ in traits.insets = insets })
    }

    /// The view drawn behind this row in a list, in place of the style's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(
            ListRowTraitModifier { traits, env, context in
                guard let view else {
                    traits.background = nil
                    traits.makeBackground = nil
                    return
                }
                var rowEnv = env
                rowEnv.stackAxis = nil
                traits.background = Resolver.singleNode(for: view, environment: rowEnv, context: context, combinedWith: ZStackLayout())
                traits.makeBackground = { Resolver.singleNode(for: view, environment: rowEnv, context: context, combinedWith: ZStackLayout()) }
            })
    }

    /// Shows or hides the separators of this row on `edges` (above it, below it; both by default). The separator
    /// between two rows is hidden when either row hides it (the upper row's bottom edge or the lower row's top).
    public nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListRowTraitModifier { traits, _, _ in
                if edges.contains(.top) { traits.topSeparator = visibility }
                if edges.contains(.bottom) { traits.bottomSeparator = visibility }
            })
    }

    /// Colours the separators of this row on `edges`; between two rows the upper row's bottom tint wins over the
    /// lower row's top tint.
    public nonisolated func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListRowTraitModifier { traits, _, _ in
                if edges.contains(.top) { traits.topSeparatorTint = color }
                if edges.contains(.bottom) { traits.bottomSeparatorTint = color }
            })
    }

    /// Shows or hides the separators of a plain list's section on `edges`: `.bottom` is the full separator under
    /// the section's last row; iOS draws none above a section's first row at rest, so `.top` changes nothing drawn.
    public nonisolated func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListRowTraitModifier { traits, _, _ in
                if edges.contains(.top) { traits.sectionTopSeparator = visibility }
                if edges.contains(.bottom) { traits.sectionBottomSeparator = visibility }
            })
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set with one edge.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

extension HorizontalEdge {
    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set with one edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}
