import Foundation
import Rasterizer

/// `.mask(alignment:_:)`: the view is drawn only where the mask is opaque (its alpha multiplies the view's).
/// The mask is laid out like an overlay: proposed the view's size and aligned in it.
final class MaskNode: UnaryNode {
    let decoration: DecorationNode

    init(decoration: DecorationNode) {
        self.decoration = decoration
        super.init(child: decoration)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        guard decoration.primary.isPlaced else { return }
        builder.append(.beginLayer)
        decoration.primary.draw(into: &builder)
        builder.append(.beginLayer)
        if decoration.decoration.isPlaced { decoration.decoration.draw(into: &builder) }
        builder.append(.endLayer(.blend(.destinationIn)))
        builder.append(.endLayer(.opacity(1)))
    }

    override var debugName: String { "mask" }
}

nonisolated struct MaskModifier<Mask: View>: ViewModifier, _UnaryModifier {
    let mask: Mask
    let alignment: Alignment

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        var env = environment
        env.stackAxis = nil
        let nodes = Resolver.nodes(for: mask, environment: env, context: context)
        // No mask content: nothing of the view shows (SwiftUI masks with transparency).
        let maskNode = nodes.isEmpty ? EmptyMaskNode() : Resolver.single(nodes, combinedWith: ZStackLayout(alignment: alignment))
        return MaskNode(decoration: DecorationNode(primary: node, decoration: maskNode, kind: .overlay, alignment: alignment))
    }
}

/// A zero-size mask that draws nothing.
final class EmptyMaskNode: LayoutNode {
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

extension View {
    /// Shows the view only where `mask` is opaque.
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows the view only where `mask` is opaque (deprecated in SwiftUI in favour of the builder form).
    public nonisolated func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
