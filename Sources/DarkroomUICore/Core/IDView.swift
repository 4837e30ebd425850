/// A view with an explicit identity (what `.id(_:)` returns): when the id changes, the view is a new
/// view — its state starts over, it disappears and appears again.
public nonisolated struct IDView<Content: View, ID: Hashable>: View, _PrimitiveView {
    /// The identified view.
    public var content: Content
    /// Its identity.
    public var id: ID

    public init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        context.session?.pendingComponent = .explicit(AnyHashable(id))
        let nodes = Resolver.nodes(for: content, environment: environment, context: context)
        if environment.recordsScrollIDs, let scrollID = ScrollRequest.identifier(id) { for node in nodes { ScrollIDTrait.set(scrollID, on: node) } }
        return nodes
    }
}

extension View {
    /// Gives the view an explicit identity: a different id makes it a different view (no effect on layout
    /// or drawing).
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(self, id: id)
    }
}
