import Foundation
import Rasterizer

/// A render-only wrapper that draws its child into a layer and composites it with an effect (blur, shadow,
/// colour matrix, blend mode, projection); layout passes straight through.
final class LayerEffectNode: UnaryNode {
    let name: String
    /// The effect for the child's snapped frame (root points); nil draws the child as it is.
    let effect: (CGRect) -> LayerEffect?

    init(child: LayoutNode, name: String, effect: @escaping (CGRect) -> LayerEffect?) {
        self.name = name
        self.effect = effect
        super.init(child: child)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        guard child.isPlaced else { return }
        guard let effect = effect(builder.snap(frame)) else {
            child.draw(into: &builder)
            return
        }
        builder.append(.beginLayer)
        child.draw(into: &builder)
        builder.append(.endLayer(effect))
    }

    override var debugName: String { name }
}

/// A modifier that wraps each view in a `LayerEffectNode`.
nonisolated struct LayerEffectModifier: ViewModifier, _UnaryModifier {
    let name: String
    let make: (EnvironmentValues, ResolveContext) -> ((CGRect) -> LayerEffect?)

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        LayerEffectNode(child: node, name: name, effect: make(environment, context))
    }
}
