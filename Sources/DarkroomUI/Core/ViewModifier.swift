/// A reusable change to a view: `content.modifier(MyModifier())`.
public protocol ViewModifier {
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier`'s `body(content:)` receives: stands for the modified content.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    let resolve: (EnvironmentValues, inout [LayoutNode]) -> Void

    public var body: Never { primitiveBody(Self.self) }

    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        resolve(environment, &nodes)
        return nodes
    }

    func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        resolve(environment, &nodes)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
