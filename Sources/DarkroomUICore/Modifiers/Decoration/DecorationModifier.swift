import Foundation

/// background / overlay with view content (LAYOUT.md §8).
package nonisolated struct DecorationModifier<Decoration: View>: ViewModifier, _UnaryModifier {
    package let decoration: Decoration
    let kind: DecorationNode.Kind
    let alignment: Alignment
    /// The safe-area edges the decoration extends across when the view touches them (shape-style
    /// backgrounds and overlays: `.all` by default, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`).
    var ignoresSafeAreaEdges: Edge.Set = []

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        var env = environment
        env.stackAxis = nil
        let nodes = Resolver.nodes(for: decoration, environment: env, context: context)
        if nodes.isEmpty { return node }
        var decorationNode = Resolver.single(nodes, combinedWith: ZStackLayout(alignment: alignment))
        if !ignoresSafeAreaEdges.isEmpty, let region = environment.safeAreaRegion {
            decorationNode = IgnoresSafeAreaNode(child: decorationNode, region: region, edges: ignoresSafeAreaEdges)
        }
        return DecorationNode(primary: node, decoration: decorationNode, kind: kind, alignment: alignment)
    }
}

extension View {
    /// Draws `background` behind the view, proposed the view's size and aligned by `alignment`. A view that
    /// is also a shape style (`Color.blue`, a gradient) is filled as SwiftUI fills it — through
    /// `background(_:ignoresSafeAreaEdges:)`, extending into the safe area on the edges the view touches.
    public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(
            DecorationModifier(
                decoration: background, kind: .background, alignment: alignment,
                ignoresSafeAreaEdges: background is any ShapeStyle ? .all : []))
    }

    /// Draws the views `content` builds behind the view.
    public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), kind: .background, alignment: alignment))
    }

    /// Fills the view's bounds with `style` behind it, extended into the safe area on those of `edges`
    /// where the view touches it (a full-screen view's background reaches under the status bar and the
    /// home indicator).
    @_disfavoredOverload
    ///
    /// A `Material` also becomes the view's `backgroundMaterial`, so its secondary, tertiary and quaternary
    /// content is drawn vibrant, as on iOS.
    public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundMaterialModifier(style: style))
            .modifier(DecorationModifier(decoration: Rectangle().fill(style), kind: .background, alignment: .center, ignoresSafeAreaEdges: edges))
    }

    /// Fills `shape` with `style` behind the view. A `Material` also becomes the view's `backgroundMaterial`
    /// (its secondary, tertiary and quaternary content is drawn vibrant).
    public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(BackgroundMaterialModifier(style: style))
            .modifier(DecorationModifier(decoration: shape.fill(style, style: fillStyle), kind: .background, alignment: .center))
    }

    /// Fills `shape` with the background style behind the view: the environment's `backgroundStyle`, else the
    /// system background (white in light mode).
    public nonisolated func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DecorationModifier(decoration: shape.fill(BackgroundStyle(), style: fillStyle), kind: .background, alignment: .center))
    }

    /// Draws `overlay` in front of the view, proposed the view's size and aligned by `alignment`. A view that
    /// is also a shape style is filled as `overlay(_:ignoresSafeAreaEdges:)` fills it (into the safe area).
    public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(
            DecorationModifier(
                decoration: overlay, kind: .overlay, alignment: alignment,
                ignoresSafeAreaEdges: overlay is any ShapeStyle ? .all : []))
    }

    /// Draws the views `content` builds in front of the view.
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), kind: .overlay, alignment: alignment))
    }

    /// Fills the view's bounds with `style` in front of it, extended into the safe area on those of `edges`
    /// where the view touches it.
    @_disfavoredOverload
    public nonisolated func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().fill(style), kind: .overlay, alignment: .center, ignoresSafeAreaEdges: edges))
    }

    /// Fills `shape` with `style` in front of the view.
    public nonisolated func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DecorationModifier(decoration: shape.fill(style, style: fillStyle), kind: .overlay, alignment: .center))
    }

    /// Draws a border of `width` inside the view's bounds (an overlay of a `strokeBorder`).
    public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
