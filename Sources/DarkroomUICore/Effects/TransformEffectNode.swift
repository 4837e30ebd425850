import Foundation

/// A render-only wrapper that draws its child through an affine transform computed from the child's frame
/// (rotation, scale and transform effects); layout is unaffected, as in SwiftUI.
final class TransformEffectNode: UnaryNode {
    let name: String
    /// The transform in the view's own coordinates (origin at its top-left corner) for its size.
    let transform: (CGSize) -> CGAffineTransform

    init(child: LayoutNode, name: String, transform: @escaping (CGSize) -> CGAffineTransform) {
        self.name = name
        self.transform = transform
        super.init(child: child)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        guard child.isPlaced else { return }
        let rect = builder.snap(frame)
        let local = transform(rect.size)
        guard [local.a, local.b, local.c, local.d, local.tx, local.ty].allSatisfy(\.isFinite), !local.isIdentity else {
            child.draw(into: &builder)
            return
        }
        // Local coordinates → root: move to the origin, transform, move back.
        let root = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(local)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        builder.append(.pushTransform(root))
        child.draw(into: &builder)
        builder.append(.popTransform)
    }

    override var debugName: String { name }
}

/// A modifier that wraps each view in a `TransformEffectNode`.
nonisolated struct TransformEffectModifier: ViewModifier, _UnaryModifier {
    let name: String
    let make: (ResolveContext) -> (CGSize) -> CGAffineTransform

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        TransformEffectNode(child: node, name: name, transform: make(context))
    }
}
