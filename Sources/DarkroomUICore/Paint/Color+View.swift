import Foundation

extension Color: View, _PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        nodes.append(makeNode(environment: environment, context: context))
    }

    package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        [makeNode(environment: environment, context: context)]
    }

    private func makeNode(environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let missing = MissingColors(context: context)
        let color = resolve(in: environment, missing: missing.report)
        // The name (for dumps and errors) is described only when asked for: describing a colour formats hex
        // strings, which took a third of resolving a screen of colour swatches.
        let view = self
        return missing.wrap(ShapeNode(name: { "Color(\(view.description))" }, paint: .fill(color, FillStyle()), path: { Path($0) }, size: { $0.replacingUnspecifiedDimensions() }))
    }
}
