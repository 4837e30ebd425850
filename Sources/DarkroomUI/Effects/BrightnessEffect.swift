import Foundation

/// `.brightness(_:)`: adds `amount` to each colour component (SwiftUI's `_BrightnessEffect`).
public struct _BrightnessEffect: ViewModifier, _UnaryModifier {
    /// The amount added to red, green and blue (−1 … 1 is the useful range).
    public var amount: Double

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _apply(_ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
                              escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
                              environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        modifier._apply(content: content, into: &outputs, environment: environment)
    }

    func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        // Drawing lands with the effects work (issue 11); until then the content is drawn unchanged.
        node
    }
}

extension View {
    /// Brightens (positive `amount`) or darkens (negative) the view.
    public func brightness(_ amount: Double) -> some View {
        modifier(_BrightnessEffect(amount: amount))
    }
}
