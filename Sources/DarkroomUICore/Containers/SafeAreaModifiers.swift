import Foundation

nonisolated struct IgnoresSafeAreaModifier: ViewModifier, _UnaryModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        guard regions.contains(.container), !edges.isEmpty else { return node }
        return IgnoresSafeAreaNode(child: node, region: environment.safeAreaRegion, edges: edges)
    }
}

extension View {
    /// Extends the view into the safe area on `edges` (under the status bar, home indicator and bars).
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Extends the view into the safe area on `edges` (deprecated spelling of `ignoresSafeArea(edges:)`).
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }

    /// Shows `content` along `edge` of the view, on top of it; the view keeps its frame and lays its content out
    /// in its safe area less the content's height (and `spacing`), while what extends into the safe area (a
    /// list's or scroll view's background) reaches under `content`.
    public nonisolated func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                spacing: spacing, inset: content()))
    }

    /// Shows `content` along `edge` of the view, on top of it, insetting the view's safe area by the content's width.
    public nonisolated func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
                spacing: spacing, inset: content()))
    }
}

/// `safeAreaInset(edge:…)`: resolves the view with its own safe area (written when the inset node is placed)
/// and the inset content beside it.
nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier, _PrimitiveModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let inset: Inset

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let parent = environment.safeAreaRegion
        let region = parent.map { SafeAreaRegion(safe: $0.safe, outer: $0.outer) }
        var env = environment
        env.safeAreaRegion = region
        let start = outputs.nodes.count
        content(env, &outputs)
        let main = Resolver.single(Array(outputs.nodes[start...]), combinedWith: VStackLayout())
        outputs.nodes.removeSubrange(start...)
        var insetEnvironment = environment
        insetEnvironment.stackAxis = nil
        let vertical = edge == .top || edge == .bottom
        let insetNodes = Resolver.nodes(for: inset, environment: insetEnvironment, context: outputs.context)
        let insetNode =
            vertical
            ? Resolver.single(insetNodes, combinedWith: VStackLayout(alignment: alignment.horizontal, spacing: 0))
            : Resolver.single(insetNodes, combinedWith: HStackLayout(alignment: alignment.vertical, spacing: 0))
        outputs.nodes.append(
            SafeAreaInsetNode(
                content: main, inset: insetNode, edge: edge, alignment: alignment, spacing: spacing ?? 0,
                region: region, parentRegion: parent))
    }
}
