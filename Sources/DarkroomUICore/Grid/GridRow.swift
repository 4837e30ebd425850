import Foundation

/// One row of a `Grid`: each of its views is a cell in the next column. Outside a grid it lays out like an `HStack`.
public nonisolated struct GridRow<Content: View>: View, _PrimitiveView {
    let alignment: VerticalAlignment?
    package let content: Content

    /// A row whose cells are aligned vertically by `alignment` (`nil`: the grid's vertical alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let cells = Resolver.nodes(for: content, environment: environment, context: context)
        return [GridRowNode(cells: cells, alignment: alignment)]
    }
}
