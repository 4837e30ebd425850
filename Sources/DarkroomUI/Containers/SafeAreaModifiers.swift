import Foundation

struct IgnoresSafeAreaModifier: ViewModifier, _UnaryModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        guard regions.contains(.container), !edges.isEmpty else { return node }
        return IgnoresSafeAreaNode(child: node, region: environment.safeAreaRegion, edges: edges)
    }
}

extension View {
    /// Extends the view into the safe area on `edges` (under the status bar, home indicator and bars).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Extends the view into the safe area on `edges` (deprecated spelling of `ignoresSafeArea(edges:)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }

    /// Shows `content` along `edge` of the view, insetting the view's safe area (and so its content) by the
    /// content's height.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along `edge` of the view, insetting the view's safe area by the content's width.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
