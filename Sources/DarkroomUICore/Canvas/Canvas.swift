import Foundation

/// A view you draw into with immediate-mode calls on a `GraphicsContext`, as SwiftUI's `Canvas`:
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
///
/// The canvas takes the size it is proposed (10 × 10 when a dimension is unspecified, as SwiftUI) and draws
/// through the same display list as views, clipped to its bounds. The renderer runs once per layout.
public nonisolated struct Canvas<Symbols: View>: View, _PrimitiveView {
    let isOpaque: Bool
    let colorMode: ColorRenderingMode
    let rendersAsynchronously: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let renderer = self.renderer
        // Text and images drawn into the canvas are laid out as views (outside any host: they hold no state).
        let layout: @MainActor ((AnyView, EnvironmentValues)) -> [LayoutNode] = { args in
            Resolver.nodes(for: args.0, environment: args.1, context: ResolveContext())
        }
        let layoutResizable: @MainActor ((Image, EnvironmentValues)) -> [LayoutNode] = { args in
            Resolver.nodes(for: args.0.resizable(), environment: args.1, context: ResolveContext())
        }
        let detachedLayout = LargeStack.detach(layout), detachedResizable = LargeStack.detach(layoutResizable)
        let record: @MainActor (CGSize) -> [CanvasOperation] = { size in
            let recorder = CanvasRecorder(environment: environment, layout: detachedLayout, layoutResizable: detachedResizable, log: { context.log($0) })
            var graphics = GraphicsContext(recorder: recorder, environment: environment)
            renderer(&graphics, size)
            return recorder.operations
        }
        return [CanvasNode(record: LargeStack.detach(record))]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a graphics context and the canvas size. `opaque`, `colorMode` and
    /// `rendersAsynchronously` are performance hints that do not change the picture.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
    }
}

/// One recorded drawing step of a canvas, in canvas coordinates.
enum CanvasOperation {
    case item(DisplayItem)
    /// A laid-out view (text, an image) drawn in place.
    case node(LayoutNode)
}

/// Collects what a `GraphicsContext` draws.
final class CanvasRecorder {
    let environment: EnvironmentValues
    /// Resolves a view into layout nodes (called only while the canvas is placed, on the main actor).
    let layout: ((AnyView, EnvironmentValues)) -> [LayoutNode]
    let layoutResizable: ((Image, EnvironmentValues)) -> [LayoutNode]
    let log: (String) -> Void
    var operations: [CanvasOperation] = []

    init(
        environment: EnvironmentValues, layout: @escaping ((AnyView, EnvironmentValues)) -> [LayoutNode],
        layoutResizable: @escaping ((Image, EnvironmentValues)) -> [LayoutNode], log: @escaping (String) -> Void
    ) {
        self.environment = environment
        self.layout = layout
        self.layoutResizable = layoutResizable
        self.log = log
    }
}

/// A canvas: fills its proposal; records its drawing when placed and replays it at its frame.
final class CanvasNode: LayoutNode {
    let record: (CGSize) -> [CanvasOperation]
    private var operations: [CanvasOperation] = []

    init(record: @escaping (CGSize) -> [CanvasOperation]) {
        self.record = record
        super.init()
    }

    override var drawsContent: Bool { true }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard rect.width.isFinite, rect.height.isFinite else {
            operations = []
            return
        }
        operations = record(rect.size)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let rect = builder.snap(frame)
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0, !operations.isEmpty else { return }
        builder.append(.pushClip(Path(rect), style: FillStyle()))
        builder.append(.pushTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
        for operation in operations {
            switch operation {
            case .item(let item): builder.append(item)
            case .node(let node): if node.isPlaced { node.draw(into: &builder) }
            }
        }
        builder.append(.popTransform)
        builder.append(.popClip)
    }

    override var debugName: String { "Canvas" }
}
