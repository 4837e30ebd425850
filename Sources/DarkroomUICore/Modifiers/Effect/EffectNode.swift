import Foundation

/// A render-only wrapper: opacity groups, clips and hiding; layout passes straight through.
final class EffectNode: UnaryNode {
    enum Effect {
        case opacity(Double)
        case clip((CGRect) -> Path, FillStyle, name: String)
        case hidden
    }

    let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.effect = effect
        super.init(child: child)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        switch effect {
        case .hidden:
            return
        case .opacity(let value):
            if value >= 1 {
                child.draw(into: &builder)
                return
            }
            if value <= 0 { return }
            builder.append(.beginOpacityGroup(value))
            child.draw(into: &builder)
            builder.append(.endOpacityGroup)
        case .clip(let path, let style, _):
            builder.append(.pushClip(ShapeNode.path(path, in: builder.snap(frame)), style: style))
            child.draw(into: &builder)
            builder.append(.popClip)
        }
    }

    override var debugName: String {
        switch effect {
        case .hidden: return "hidden"
        case .opacity: return "opacity"
        case .clip(_, _, let name):
            return "clipShape"
                + (name.isEmpty ? "" : "(\(name))")
        }
    }

    override var debugAttributes: [String] {
        if case .opacity(let v) = effect { return [DumpFormat.number(CGFloat(v))] }
        return []
    }
}
