import Foundation

/// A matched-geometry id within its namespace.
struct MatchedGeometryKey: Hashable, @unchecked Sendable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The sources of one pass's matched geometry, by key (the first source of a key wins, as in SwiftUI, which logs
/// several sources as an error).
final class MatchedGeometrySources {
    private(set) var nodes: [MatchedGeometryKey: LayoutNode] = [:]

    func register(_ node: LayoutNode, for key: MatchedGeometryKey, context: ResolveContext) {
        if nodes[key] != nil {
            context.log(
                "matchedGeometryEffect: multiple source views for id \(key.id.base); the first is used (SwiftUI: \"Multiple inserted views in matched geometry group have isSource: true\")."
            )
            return
        }
        nodes[key] = node
    }
}

/// `matchedGeometryEffect`: registers a source, or wraps a non-source in a node laid out at its source's frame.
nonisolated struct MatchedGeometryModifier: ViewModifier, _UnaryModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        if isSource {
            context.matchedGeometrySources.register(node, for: key, context: context)
            return node
        }
        return MatchedGeometryNode(child: node, key: key, properties: properties, anchor: anchor, sources: context.matchedGeometrySources)
    }
}

/// A non-source view of a matched-geometry group: keeps its own size in layout, and once every view is placed
/// (when it is drawn) lays its content out again at the source's frame.
final class MatchedGeometryNode: UnaryNode {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let sources: MatchedGeometrySources

    init(child: LayoutNode, key: MatchedGeometryKey, properties: MatchedGeometryProperties, anchor: UnitPoint, sources: MatchedGeometrySources) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.sources = sources
        super.init(child: child)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        if let source = sources.nodes[key], source.isPlaced, child.isPlaced {
            let target = source.frame, own = child.frame
            let size = properties.contains(.size) ? target.size : child.sizeThatFits(ProposedViewSize(own.size))
            let proposal = properties.contains(.size) ? ProposedViewSize(target.size) : ProposedViewSize(own.size)
            var origin = own.origin
            if properties.contains(.position) {
                origin = CGPoint(
                    x: target.minX + anchor.x * target.width - anchor.x * size.width,
                    y: target.minY + anchor.y * target.height - anchor.y * size.height)
            }
            child.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        }
        super.draw(into: &builder)
    }

    override var debugName: String { "matchedGeometryEffect" }
}
