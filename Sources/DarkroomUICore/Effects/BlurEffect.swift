import Foundation
import Rasterizer

/// `.blur(radius:opaque:)`: a Gaussian blur (standard deviation `radius` points) of the view's rendering
/// (SwiftUI's `_BlurEffect`), drawn as three box blurs per axis (see `GaussianBlur` in the Rasterizer).
public nonisolated struct _BlurEffect: ViewModifier, _UnaryModifier {
    /// The blur radius in points.
    public var radius: CGFloat
    /// Whether the blur treats pixels beyond the view's bounds as opaque (edge pixels repeated).
    public var isOpaque: Bool

    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _apply(
        _ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
        escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
        environment: EnvironmentValues, into outputs: inout _ViewOutputs
    ) {
        modifier._apply(content: content, into: &outputs, environment: environment)
    }

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        var radius = Double(self.radius)
        if !radius.isFinite || radius < 0 {
            context.log("blur(radius: \(self.radius)): the radius must be a finite number ≥ 0; drawing unblurred.")
            radius = 0
        }
        if radius > 1000 {
            context.log("blur(radius: \(self.radius)): radii above 1000 points look the same as 1000; using 1000.")
            radius = 1000
        }
        guard radius > 0 else { return node }
        let opaque = isOpaque
        return LayerEffectNode(child: node, name: "blur") { rect in
            .blur(radius: radius, opaqueBounds: opaque ? rect : nil)
        }
    }
}

extension View {
    /// Blurs the view with a Gaussian of `radius` points.
    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
}
