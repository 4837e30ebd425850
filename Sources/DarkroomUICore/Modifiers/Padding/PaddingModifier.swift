import Foundation

/// Adds space around a view (LAYOUT.md §3).
package nonisolated struct PaddingModifier: ViewModifier, _UnaryModifier {
    /// The insets; `nil` edges get the default 16.
    package let edges: Edge.Set
    package let length: CGFloat?
    package let insets: EdgeInsets?

    package static let defaultPadding: CGFloat = 16

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        var i = insets ?? EdgeInsets(edges, length ?? Self.defaultPadding)
        i.top = Validation.inset(i.top, context)
        i.leading = Validation.inset(i.leading, context)
        i.bottom = Validation.inset(i.bottom, context)
        i.trailing = Validation.inset(i.trailing, context)
        return PaddingNode(child: node, insets: i)
    }
}

extension View {
    /// Pads the given edges by `length` (16 points when `nil`).
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Pads every edge by `length`.
    public nonisolated func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length, insets: nil))
    }

    /// Pads each edge by its inset.
    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
    }
}
