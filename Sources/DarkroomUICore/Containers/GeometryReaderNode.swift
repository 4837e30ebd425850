import Foundation

/// GeometryReader: size = proposal (nil → 10); content is resolved at placement and placed top-leading.
final class GeometryReaderNode: LayoutNode {
    let makeContent: (GeometryProxy) -> [LayoutNode]
    private var content: LayoutNode?

    init(makeContent: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.makeContent = makeContent
        super.init()
    }

    override var children: [LayoutNode] { content.map { [$0] } ?? [] }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let nodes = makeContent(GeometryProxy(size: rect.size, globalFrame: rect))
        guard !nodes.isEmpty else {
            content = nil
            return
        }
        let node = Resolver.single(nodes, combinedWith: ZStackLayout(alignment: .topLeading))
        content = node
        let p = ProposedViewSize(rect.size)
        let d = node.dimensions(in: p)
        node.place(in: CGRect(origin: AlignmentMath.origin(of: d, in: rect, alignment: .topLeading), size: d.size), proposal: p)
    }

    override var debugName: String { "GeometryReader" }
}
