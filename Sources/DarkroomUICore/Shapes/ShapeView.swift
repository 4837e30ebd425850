import Foundation

/// A shape filled (or, for stroked shapes, stroked) with a style.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, _PrimitiveView {
    package let shape: Content
    package let style: Style
    package let fillStyle: FillStyle

    /// For a stroked shape only `isAntialiased` matters (the `antialiased:` argument of `stroke`/`strokeBorder`).
    init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let missing = MissingColors(context: context)
        let resolved = style.resolvable.resolvePaint(in: environment, missing: missing.report)
        let paint: ShapeNode.Paint
        if let stroke = shape as? any _StrokeDescribing {
            paint = .make(resolved, stroke: stroke._strokeStyle, antialiased: fillStyle.isAntialiased)
        } else {
            paint = .make(resolved, fill: fillStyle)
        }
        let shape = self.shape
        let container = environment.containerShape
        let makePath: (CGRect) -> Path =
            if let relative = shape as? ContainerRelativeShape, container != nil {
                { relative.path(in: $0, container: container) }
            } else {
                { shape.path(in: $0) }
            }
        let shapeNode = ShapeNode(name: { ShapeNode.name(of: shape) }, paint: paint, path: makePath, size: { shape.sizeThatFits($0) })
        // A level of the default foreground (`.fill(.quaternary)`) on a material is drawn vibrant.
        if case .color(let color) = resolved, environment.backgroundMaterial != nil {
            let level: Int? =
                switch style.resolvable {
                case .foreground: environment.foregroundLevel
                case .hierarchical(let level): environment.foregroundLevel == nil ? nil : level
                default: nil
                }
            shapeNode.vibrancy = Vibrancy.resolve(level: level, color: color, environment: environment)
        }
        var node: LayoutNode = shapeNode
        // Shadow styles (`.fill(.blue.shadow(.drop(radius: 4)))`) draw the shape in a layer with its shadows.
        for shadow in (style as? any _ShadowingShapeStyle)?._shadows ?? [] {
            guard let effect = shadow.layerEffect(in: environment) else { continue }
            node = LayerEffectNode(child: node, name: "shadow") { _ in effect }
        }
        return [missing.wrap(node)]
    }
}
