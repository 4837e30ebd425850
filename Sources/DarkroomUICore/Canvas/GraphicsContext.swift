import Foundation
import Rasterizer

/// The drawing destination of a `Canvas`, with SwiftUI's spelling: fill and stroke paths with shadings,
/// draw text and images, and change the state later drawing uses (transform, opacity, blend mode, clip,
/// filters). A value: changing a copy's state leaves the original's alone, as in SwiftUI.
public struct GraphicsContext {
    let recorder: CanvasRecorder
    /// The opacity of later drawing (multiplied into each drawing operation).
    public var opacity: Double = 1
    /// How later drawing composites with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// The transform from the coordinates later drawing uses to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// Clip paths in canvas coordinates.
    private var clips: [(Path, FillStyle)] = []
    private var filters: [Filter] = []

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// The blend modes a graphics context composites with (SwiftUI's `BlendMode` values).
    public typealias BlendMode = DarkroomUICore.BlendMode

    // MARK: State

    /// Scales later drawing.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Moves later drawing.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Rotates later drawing about the origin.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what is outside the path instead of inside.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Restricts later drawing to the inside of `path` (in current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var clipPath = path.applying(transform)
        var clipStyle = style
        if options.contains(.inverse) {
            // Outside the path: a huge rectangle around it, even-odd.
            var inverse = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            inverse.addPath(clipPath)
            clipPath = inverse
            clipStyle = FillStyle(eoFill: true, antialiased: style.isAntialiased)
        }
        clips.append((clipPath, clipStyle))
    }

    /// The bounding rectangle of the clip in current coordinates.
    public var clipBoundingRect: CGRect {
        let bounds = clips.reduce(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) { $0.intersection($1.0.boundingRect) }
        // Into current coordinates: the bounding box of the corners under the inverse transform.
        let t = transform
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite, !bounds.isNull else { return .zero }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ].map { p -> CGPoint in
            let x = p.x - t.tx, y = p.y - t.ty
            return CGPoint(x: (t.d * x - t.c * y) / det, y: (-t.b * x + t.a * y) / det)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A filter applied to later drawing operations, each on its own.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat)
            case shadow(Color, CGFloat, CGFloat, CGFloat, ShadowOptions)
        }
        let kind: Kind

        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }

        /// A drop shadow under what is drawn; `options` draw it alone (`.shadowOnly`), over the drawing
        /// (`.shadowAbove`), or cast by the drawing's outside and kept inside it (`.invertsAlpha`, an inner shadow).
        /// Each drawing operation casts its own shadow, so `.disablesGroup` changes nothing; `blendMode` is not
        /// applied (the shadow composites source-over).
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color, radius, x, y, options))
        }
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Treats the drawing as opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// Dithers the result.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws only the shadow.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Draws the shadow above the content.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Inverts the alpha of the shadow.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Casts a shadow per drawing operation rather than for the group (every operation is its own here).
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options of `addFilter(_:options:)`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Works in linear colour.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Applies `filter` to each later drawing operation (blur and shadow are drawn; other filters are not
    /// offered).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Shading

    /// What a path is filled or stroked with.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyleBox)
            case gradient(Gradient, Rasterizer.Shading.Geometry, GradientOptions)
        }
        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyleBox(.foreground))) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyleBox(.color(color)))) }

        /// A colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Any shape style (a colour, a gradient — filling the path's bounding box —, the foreground style).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyleBox(style.resolvable))) }

        /// A linear gradient between two points in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, .linear(start: startPoint, end: endPoint), options))
        }

        /// A radial gradient about `center`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius), options))
        }

        /// A conic (angular) gradient about `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, .angular(center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi), options))
        }
    }

    /// Options of a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends (without it, the end colours extend).
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// Mirrors the gradient beyond its ends, back and forth (wins over `.repeat`).
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolates between stops in linear light instead of in sRGB's encoded values.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    // MARK: Drawing

    /// Fills `path` (in current coordinates) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let path = checked(path, "fill") else { return }
        guard let item = paint(path, shading: shading, fill: style, stroke: nil) else { return }
        emit([item])
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let path = checked(path, "stroke") else { return }
        guard style.lineWidth.isFinite, style.lineWidth > 0 else {
            if !style.lineWidth.isFinite { recorder.log("Canvas stroke lineWidth \(DumpFormat.number(style.lineWidth)) is not finite; not drawn.") }
            return
        }
        guard let item = paint(path, shading: shading, fill: nil, stroke: style) else { return }
        emit([item])
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A text resolved in the canvas's environment, ready to measure and draw.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        let recorder: CanvasRecorder
        /// The shading the text is drawn with (the foreground style by default).
        public var shading: Shading = .foreground

        /// The size the text takes when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            let nodes = recorder.layout((AnyView(text), environment))
            guard !nodes.isEmpty else { return .zero }
            return Resolver.single(nodes, combinedWith: ZStackLayout()).sizeThatFits(ProposedViewSize(size))
        }
    }

    /// Resolves `text` in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment, recorder: recorder) }

    /// Draws `text` with its `anchor` at `point`, at its ideal size.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        drawView(text.text, environment: shadedEnvironment(text), proposal: .unspecified) { size in
            CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        }
    }

    /// Draws `text` in `rect`, wrapped to its width, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        drawView(text.text, environment: shadedEnvironment(text), proposal: ProposedViewSize(rect.size)) { size in
            CGRect(origin: rect.origin, size: size)
        }
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// An image resolved in the canvas's environment.
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        let recorder: CanvasRecorder

        /// The image's size in points.
        public var size: CGSize {
            let nodes = recorder.layout((AnyView(image), environment))
            guard !nodes.isEmpty else { return .zero }
            return Resolver.single(nodes, combinedWith: ZStackLayout()).sizeThatFits(.unspecified)
        }
    }

    /// Resolves `image` in the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, environment: environment, recorder: recorder) }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawNodes(recorder.layoutResizable((image.image, image.environment)), proposal: ProposedViewSize(rect.size)) { _ in rect }
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        drawView(image.image, environment: image.environment, proposal: .unspecified) { size in
            CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        }
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// Draws what `content` draws into a new layer, then composites the layer with this context's opacity,
    /// blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let outer = recorder.operations
        recorder.operations = []
        var inner = GraphicsContext(recorder: recorder, environment: environment)
        inner.transform = transform
        defer {
            let layer = recorder.operations
            recorder.operations = outer
            emit(operations: [.item(.beginLayer)] + layer + [.item(.endLayer(.opacity(1)))], transformed: false)
        }
        try content(&inner)
    }

    // MARK: Recording

    private func checked(_ path: Path, _ call: String) -> Path? {
        let bounds = path.boundingRect
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            recorder.log("Canvas \(call): the path has non-finite coordinates (\(path)); not drawn.")
            return nil
        }
        return path.isEmpty ? nil : path
    }

    private func paint(_ path: Path, shading: Shading, fill: FillStyle?, stroke: StrokeStyle?) -> DisplayItem? {
        switch shading.kind {
        case .gradient(let gradient, let geometry, let options):
            let stops = gradient.resolved(in: environment).map {
                Rasterizer.Shading.Stop(
                    color: RGBA(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.opacity),
                    location: $0.location)
            }
            var shading = Rasterizer.Shading(geometry: geometry, stops: stops)
            shading.spread = options.contains(.mirror) ? .reflect : options.contains(.repeat) ? .repeat : .pad
            shading.interpolatesInLinearColor = options.contains(.linearColor)
            if let stroke { return .strokeShading(path, shading, style: stroke) }
            return .fillShading(path, shading, style: fill ?? FillStyle())
        case .style(let box):
            switch box.style.resolvePaint(in: environment) {
            case .color(let color):
                guard !color.isInvisible else { return nil }
                if let stroke { return .stroke(path, color: color, style: stroke) }
                return .fill(path, color: color, style: fill ?? FillStyle())
            case .gradient(let gradient):
                let shading = gradient.shading(in: path.boundingRect)
                if let stroke { return .strokeShading(path, shading, style: stroke) }
                return .fillShading(path, shading, style: fill ?? FillStyle())
            case .material(let material, let dark):
                if let stroke { return .stroke(path, color: material.representativeColor(dark: dark), style: stroke) }
                return .fillBackdrop(path, material.recipe(dark: dark), style: fill ?? FillStyle())
            }
        }
    }

    private func shadedEnvironment(_ text: ResolvedText) -> EnvironmentValues {
        var env = text.environment
        if case .style(let box) = text.shading.kind, box.style != .foreground { env.foregroundStyle = box.style }
        return env
    }

    /// Lays `view` out under `proposal`, places it in the rect `place` gives for its size, and records it.
    private func drawView<V: View>(_ view: V, environment: EnvironmentValues, proposal: ProposedViewSize, place: (CGSize) -> CGRect) {
        drawNodes(recorder.layout((AnyView(view), environment)), proposal: proposal, place: place)
    }

    private func drawNodes(_ nodes: [LayoutNode], proposal: ProposedViewSize, place: (CGSize) -> CGRect) {
        guard !nodes.isEmpty else { return }
        let node = Resolver.single(nodes, combinedWith: ZStackLayout())
        let size = node.sizeThatFits(proposal)
        let rect = place(size)
        guard rect.minX.isFinite, rect.minY.isFinite else {
            recorder.log("Canvas draw: the position is not finite; not drawn.")
            return
        }
        node.place(in: rect, proposal: ProposedViewSize(size))
        emit(operations: [.node(node)], transformed: true)
    }

    private func emit(_ items: [DisplayItem]) {
        emit(operations: items.map { .item($0) }, transformed: true)
    }

    /// Records `operations` under this context's clip, transform, opacity, blend mode and filters.
    private func emit(operations: [CanvasOperation], transformed: Bool) {
        var result = operations
        if transformed, transform != .identity {
            result = [.item(.pushTransform(transform))] + result + [.item(.popTransform)]
        }
        for filter in filters.reversed() {
            switch filter.kind {
            case .blur(let radius):
                guard radius.isFinite, radius > 0 else { continue }
                result = [.item(.beginLayer)] + result + [.item(.endLayer(.blur(radius: Double(min(radius, 1000)), opaqueBounds: nil)))]
            case .shadow(let color, let radius, let x, let y, let options):
                guard radius.isFinite, radius >= 0, x.isFinite, y.isFinite else { continue }
                let c = color.resolve(in: environment)
                let rgba = RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
                let offset = CGSize(width: x, height: y), r = Double(radius)
                let effect: LayerEffect
                if options.contains(.invertsAlpha) {
                    effect = .innerShadow(color: rgba, radius: r, offset: offset)
                } else if options.contains(.shadowOnly) {
                    effect = .shadowOnly(color: rgba, radius: r, offset: offset)
                } else if options.contains(.shadowAbove) {
                    effect = .shadowAbove(color: rgba, radius: r, offset: offset)
                } else {
                    effect = .shadow(color: rgba, radius: r, offset: offset)
                }
                result = [.item(.beginLayer)] + result + [.item(.endLayer(effect))]
            }
        }
        if blendMode != .normal {
            result = [.item(.beginLayer)] + result + [.item(.endLayer(.blend(blendMode.layerMode)))]
        }
        let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if opacity < 1 {
            result = [.item(.beginOpacityGroup(opacity))] + result + [.item(.endOpacityGroup)]
        }
        for (path, style) in clips.reversed() {
            result = [.item(.pushClip(path, style: style))] + result + [.item(.popClip)]
        }
        recorder.operations.append(contentsOf: result)
    }
}

/// A shape style carried by a shading.
struct AnyShapeStyleBox: Sendable {
    let style: ResolvableStyle
    init(_ style: ResolvableStyle) { self.style = style }
}
