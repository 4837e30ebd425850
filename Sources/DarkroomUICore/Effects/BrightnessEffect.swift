import Foundation
import Rasterizer

/// `.brightness(_:)`: adds `amount` to each colour component (SwiftUI's `_BrightnessEffect`).
public nonisolated struct _BrightnessEffect: ViewModifier, _UnaryModifier {
    /// The amount added to red, green and blue (−1 … 1 is the useful range).
    public var amount: Double

    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _apply(
        _ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
        escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
        environment: EnvironmentValues, into outputs: inout _ViewOutputs
    ) {
        modifier._apply(content: content, into: &outputs, environment: environment)
    }

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        guard amount.isFinite else {
            context.log("brightness(\(amount)): the amount must be finite; drawing unchanged.")
            return node
        }
        guard amount != 0 else { return node }
        let matrix = ColorMatrices.brightness(amount)
        return LayerEffectNode(child: node, name: "brightness") { _ in .colorMatrix(matrix) }
    }
}

extension View {
    /// Brightens (positive `amount`) or darkens (negative) the view.
    public nonisolated func brightness(_ amount: Double) -> some View {
        modifier(_BrightnessEffect(amount: amount))
    }
}
