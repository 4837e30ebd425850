import Foundation

/// Render-only effects: opacity, clipping, hiding.
nonisolated struct EffectModifier: ViewModifier, _UnaryModifier {
    let make: (LayoutNode, ResolveContext) -> LayoutNode

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        make(node, context)
    }
}

extension View {
    /// Draws the view (as one layer) with `opacity` (0 transparent … 1 opaque).
    public nonisolated func opacity(_ opacity: Double) -> some View {
        modifier(
            EffectModifier { node, context in
                var value = opacity
                if value.isNaN {
                    context.log("Invalid opacity nan; using 1.")
                    value = 1
                }
                return EffectNode(child: node, effect: .opacity(min(max(value, 0), 1)))
            })
    }

    /// Clips the view to `shape` in its bounds.
    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape, style: style))
    }

    /// Clips the view to its bounds.
    public nonisolated func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to a rounded rectangle of `radius`.
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Hides the view; it still takes up its space.
    public nonisolated func hidden() -> some View {
        modifier(EffectModifier { node, _ in EffectNode(child: node, effect: .hidden) })
    }
}

/// Clips to a shape; a `ContainerRelativeShape` takes the environment's container shape.
nonisolated struct ClipShapeModifier<S: Shape>: ViewModifier, _UnaryModifier {
    let shape: S
    let style: FillStyle

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let shape = self.shape
        let container = environment.containerShape
        let makePath: (CGRect) -> Path =
            if let relative = shape as? ContainerRelativeShape, container != nil {
                { relative.path(in: $0, container: container) }
            } else {
                { shape.path(in: $0) }
            }
        return EffectNode(child: node, effect: .clip(makePath, style, name: String(describing: S.self)))
    }
}
