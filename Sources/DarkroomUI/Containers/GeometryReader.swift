import Foundation

/// A view that takes the space it is offered and builds its content from its own size.
/// Content is placed at the top-leading corner (SwiftUI's iOS behaviour).
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        env.stackAxis = nil
        let content = self.content
        return [GeometryReaderNode(makeContent: { proxy in
            Resolver.nodes(for: content(proxy), environment: env, context: context)
        })]
    }
}
