import Foundation

/// Overlays its children, aligned by `alignment`.
public nonisolated struct ZStack<Content: View>: View, _PrimitiveView {
    let layout: ZStackLayout
    package let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        _LayoutRoot(layout: layout, content: content)._makeNodes(environment: environment, context: context)
    }
}
