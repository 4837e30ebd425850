import Foundation

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: a decoration made after the view is placed, from
/// the value of `K` its subtree hands up.
nonisolated struct PreferenceValueDecorationModifier<K: PreferenceKey, V: View>: ViewModifier, _UnaryModifier {
    let transform: (K.Value) -> V
    let kind: DecorationNode.Kind
    let alignment: Alignment

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let reader = _PreferenceValueReader<K, V>(transform: transform, alignment: alignment)
        let nodes = Resolver.nodes(for: reader, environment: environment, context: context)
        guard let readerNode = nodes.first as? PreferenceReaderNode, nodes.count == 1 else { return node }
        readerNode.source = node
        return DecorationNode(primary: node, decoration: readerNode, kind: kind, alignment: alignment)
    }
}

/// The decoration of `overlayPreferenceValue`: resolves `transform(value)` when placed (like `GeometryReader`).
nonisolated struct _PreferenceValueReader<K: PreferenceKey, V: View>: View, _PrimitiveView {
    let transform: (K.Value) -> V
    let alignment: Alignment

    @MainActor var body: Never { primitiveBody(Self.self) }

    @MainActor func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        env.stackAxis = nil
        let transform = self.transform
        let cursor = context.session?.cursor
        let makeContent: @MainActor (Any?) -> [LayoutNode] = { value in
            let content = transform(value as? K.Value ?? K.defaultValue)
            guard let session = context.session, let cursor else {
                return Resolver.nodes(for: content, environment: env, context: context)
            }
            let saved = session.cursor
            cursor.record?.children.removeAll()
            session.cursor = cursor
            defer { session.cursor = saved }
            return Resolver.nodes(for: content, environment: env, context: context)
        }
        return [
            PreferenceReaderNode(
                alignment: alignment, read: { PreferenceCollection.value(K.self, in: $0) },
                makeContent: LargeStack.detach(makeContent))
        ]
    }
}

/// Fills its proposal; when placed, reads the value from `source` (already placed) and lays out the content
/// made from it, aligned by `alignment`.
final class PreferenceReaderNode: LayoutNode {
    let alignment: Alignment
    let read: (LayoutNode) -> Any?
    let makeContent: (Any?) -> [LayoutNode]
    weak var source: LayoutNode?
    private var content: LayoutNode?

    init(alignment: Alignment, read: @escaping (LayoutNode) -> Any?, makeContent: @escaping (Any?) -> [LayoutNode]) {
        self.alignment = alignment
        self.read = read
        self.makeContent = makeContent
        super.init()
    }

    override var children: [LayoutNode] { content.map { [$0] } ?? [] }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let value = source.flatMap(read)
        let nodes = makeContent(value)
        guard !nodes.isEmpty else {
            content = nil
            return
        }
        let node = Resolver.single(nodes, combinedWith: ZStackLayout(alignment: alignment))
        content = node
        let p = ProposedViewSize(rect.size)
        let d = node.dimensions(in: p)
        node.place(in: CGRect(origin: AlignmentMath.origin(of: d, in: rect, alignment: alignment), size: d.size), proposal: p)
    }

    override var debugName: String { "PreferenceValueReader" }
}
