import Foundation

/// `safeAreaPadding`: widens the safe area of the view by the insets. A scroll view lays its content out inset
/// by them (the content still scrolls under them, so neighbours of a carousel page peek in, and
/// `containerRelativeFrame` inside measures the narrower area); any other view is laid out as with `padding`.
nonisolated struct SafeAreaPaddingModifier: ViewModifier, _UnaryModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        var i = insets ?? EdgeInsets(edges, length ?? PaddingModifier.defaultPadding)
        i.top = Validation.inset(i.top, context)
        i.leading = Validation.inset(i.leading, context)
        i.bottom = Validation.inset(i.bottom, context)
        i.trailing = Validation.inset(i.trailing, context)
        if let scroll = node as? ScrollViewNode {
            scroll.addSafeAreaPadding(i)
            return scroll
        }
        return PaddingNode(child: node, insets: i)
    }
}

extension View {
    /// Adds `length` (16 points when `nil`) to the safe area on `edges`: scroll views inset their content by it.
    public nonisolated func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Adds `length` to the safe area on every edge.
    public nonisolated func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, length: length, insets: nil))
    }

    /// Adds each inset to the safe area on its edge.
    public nonisolated func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, length: nil, insets: insets))
    }
}
