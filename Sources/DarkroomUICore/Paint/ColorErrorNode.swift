import Foundation

/// Carries an unknown-colour error into the display list so rendering fails with it (never a silently clear
/// pixel); layout and drawing of the child are unchanged.
final class ColorErrorNode: UnaryNode {
    let error: ImageError

    init(child: LayoutNode, error: ImageError) {
        self.error = error
        super.init(child: child)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        builder.append(.image(ImageDrawing(bitmap: Bitmap(width: 1, height: 1), frame: .zero, error: error)))
        super.draw(into: &builder)
    }

    override var debugName: String { child.debugName }
    override var debugAttributes: [String] { child.debugAttributes }
}

/// Collects unknown colour names met while resolving one view.
final class MissingColors {
    private(set) var keys: [String] = []
    let context: ResolveContext

    init(context: ResolveContext) { self.context = context }

    func report(_ key: String) {
        guard !keys.contains(key) else { return }
        keys.append(key)
        context.log(ColorAssetCatalog.error(forKey: key).description)
    }

    /// `node`, wrapped so rendering fails when a colour was unknown.
    func wrap(_ node: LayoutNode) -> LayoutNode {
        guard let first = keys.first else { return node }
        return ColorErrorNode(child: node, error: ColorAssetCatalog.error(forKey: first))
    }
}
