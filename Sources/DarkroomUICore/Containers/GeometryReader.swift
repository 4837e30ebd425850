import Foundation

/// A view that takes the space it is offered and builds its content from its own size.
/// Content is placed at the top-leading corner (SwiftUI's iOS behaviour).
public nonisolated struct GeometryReader<Content: View>: View, _PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        env.stackAxis = nil
        let content = self.content
        let cursor = context.session?.cursor
        let makeContent: @MainActor (GeometryProxy) -> [LayoutNode] = { proxy in
            guard let session = context.session, let cursor else {
                return Resolver.nodes(for: content(proxy), environment: env, context: context)
            }
            // Content resolved at placement belongs to the reader's identity and record.
            let saved = session.cursor
            cursor.record?.children.removeAll()
            session.cursor = cursor
            defer { session.cursor = saved }
            return Resolver.nodes(for: content(proxy), environment: env, context: context)
        }
        return [GeometryReaderNode(makeContent: LargeStack.detach(makeContent))]
    }
}
