import Foundation

/// Arranges its children in a vertical line.
public nonisolated struct VStack<Content: View>: View, _PrimitiveView {
    let layout: VStackLayout
    package let content: Content

    /// A vertical stack; `spacing: nil` uses the default spacing between neighbours.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
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
