import Foundation

/// `.flipsForRightToLeftLayoutDirection(true)`: in a right-to-left environment the view's drawing is mirrored
/// horizontally about its centre (a directional arrow image points the other way); layout is unaffected.
nonisolated struct FlipsForRightToLeftModifier: ViewModifier, _UnaryModifier {
    let enabled: Bool

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        guard enabled, environment.layoutDirection == .rightToLeft else { return node }
        return TransformEffectNode(child: node, name: "flipsForRightToLeftLayoutDirection") { size in
            CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
        }
    }
}

extension View {
    /// Mirrors the view's drawing horizontally when the layout direction is right to left (`enabled`); images
    /// and other views are otherwise drawn unflipped in a right-to-left layout.
    public nonisolated func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeftModifier(enabled: enabled))
    }
}
