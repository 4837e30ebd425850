import Foundation

/// `.blur(radius:opaque:)`: a Gaussian blur of the view's rendering (SwiftUI's `_BlurEffect`).
public struct _BlurEffect: ViewModifier, _UnaryModifier {
    /// The blur radius in points.
    public var radius: CGFloat
    /// Whether the blur treats pixels beyond the view's bounds as opaque (edge pixels repeated).
    public var isOpaque: Bool

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _apply(_ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
                              escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
                              environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        modifier._apply(content: content, into: &outputs, environment: environment)
    }

    func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        // Drawing lands with the effects work (issue 11); until then the content is drawn unblurred.
        node
    }
}

extension View {
    /// Blurs the view with a Gaussian of `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
}
