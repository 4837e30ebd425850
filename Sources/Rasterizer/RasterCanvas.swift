import Foundation

/// A premultiplied RGBA8 drawing surface with a scale factor from points to pixels.
///
/// Drawing runs one way: path → (transform, flatten) → [stroke outline] → edges → exact-area coverage →
/// clip mask → source-over blend into the current layer. All coordinates are in points: each call's
/// `transform` applies first, then the canvas' `scale`. Anti-aliasing is the exact covered area of each
/// pixel (within 2/255 on curves, exact on straight edges). A `RasterCanvas` has one owner and is not Sendable.
public final class RasterCanvas {
    /// The default limit on each side, in pixels.
    public static let maximumSide = 16_384
    /// The limit on the total number of pixels.
    public static let maximumPixelCount = 100_000_000
    /// Curves are flattened to within this many device pixels (arcs: chords straddle the curve by ±this).
    static let flatteningTolerance = 0.005

    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat

    var layers: [PixelBuffer]
    var groupOpacities: [Double] = []
    var spareLayers: [PixelBuffer] = []
    var clips: [ClipMask] = []
    var spareClips: [ClipMask] = []
    /// Drop shadows' blurred masks, reused by identical views within this render.
    var shadowMasks = ShadowMaskCache()
    lazy var accumulator = CoverageAccumulator(width: width, height: height)
    lazy var edges = EdgeSink(accumulator)
    let roundedRectOutline = RoundedRectOutline()
    let polylines = Polylines()
    private let strokeInput = Polylines()
    private let dashed = Polylines()

    /// Creates a transparent canvas of `width`×`height` pixels; drawing coordinates are multiplied by `scale`.
    public init(width: Int, height: Int, scale: CGFloat = 1) throws {
        guard width > 0, height > 0, scale.isFinite, scale > 0 else {
            throw CanvasError.invalidSize(width: width, height: height, scale: Double(scale))
        }
        guard width <= Self.maximumSide, height <= Self.maximumSide, width * height <= Self.maximumPixelCount else {
            throw CanvasError.tooLarge(width: width, height: height, limit: Self.maximumSide)
        }
        self.width = width
        self.height = height
        self.scale = scale
        layers = [PixelBuffer(width: width, height: height)]
    }

    var target: PixelBuffer { layers[layers.count - 1] }
    var clipCoverage: UnsafePointer<UInt8>? { clips.last.map { UnsafePointer($0.coverage) } }

    func deviceTransform(_ transform: Transform2D) -> Transform2D {
        transform.concatenating(Transform2D(scaleX: scale, y: scale))
    }

    /// Fills the current layer with `color` (transparent by default), ignoring clips.
    public func clear(_ color: RGBA = .clear) {
        target.fill(color.premultipliedPixel)
    }

    // MARK: Fill and stroke

    /// Fills `path` with `color`.
    public func fill(_ path: RasterPath, color: RGBA, rule: FillRule = .nonZero, transform: Transform2D = .identity) {
        let source = color.premultipliedPixel
        guard source != 0 else { return }
        let device = deviceTransform(transform)
        if let rect = Self.axisAlignedRect(path, device) {
            fillRect(rect, source: source)
            return
        }
        if let clip = clips.last, clip.bounds.0 >= clip.bounds.2 { return }
        guard let bounds = PathFlattener.conservativeBounds(path, transform: device) else { return }
        // A rounded rectangle's middle rows (whole pixel rows clear of the corners) are plain spans.
        var middleRows: Range<Int>? = nil
        let hint = path.roundedRectHint?.applying(device)
        if let hint {
            let top = Double(hint.rect.minY) + hint.cornerHeight, bottom = Double(hint.rect.maxY) - hint.cornerHeight
            if top.isFinite, bottom.isFinite, bottom - top >= 3 {
                let first = Int(max(0, min(Double(height), top.rounded(.up))))
                let last = Int(max(0, min(Double(height), bottom.rounded(.down))))
                if first < last { middleRows = first..<last }
            }
        }
        guard accumulator.begin(minX: bounds.0, minY: bounds.1, maxX: bounds.2, maxY: bounds.3, skipping: middleRows) else { return }
        if let hint, hint.radiusX == hint.radiusY {
            roundedRectOutline.emit(hint, tolerance: Self.flatteningTolerance, into: edges)
        } else {
            PathFlattener.flatten(path, transform: device, tolerance: Self.flatteningTolerance, into: edges)
        }
        let layer = target
        var blitter = ColorBlitter(pixels: layer.pixels, width: width, source: source, clip: clipCoverage)
        accumulator.sweep(rule: rule, into: &blitter)
        if let middleRows, let hint {
            fillRect((Double(hint.rect.minX), Double(middleRows.lowerBound), Double(hint.rect.maxX), Double(middleRows.upperBound)), source: source)
        }
        markDirty(layer, bounds)
    }

    /// Strokes `path` centred on its outline (SwiftUI `.stroke`). For `.strokeBorder`, stroke the shape
    /// inset by half the line width (see `ShapeGeometry.inset(by:)`). With `antialiased: false` a pixel is
    /// painted fully when at least half of it is covered, else not at all.
    public func stroke(_ path: RasterPath, color: RGBA, style: StrokeParameters, transform: Transform2D = .identity, antialiased: Bool = true) {
        let source = color.premultipliedPixel
        guard source != 0 else { return }
        let device = deviceTransform(transform)
        strokeOutline(path, style: style, device: device)
        guard !polylines.contours.isEmpty else { return }
        rasterize(polylines, rule: .nonZero, source: source, antialiased: antialiased)
    }

    /// Leaves the stroke outline of `path`, in device pixels, in `polylines`.
    func strokeOutline(_ path: RasterPath, style: StrokeParameters, device: Transform2D) {
        polylines.removeAll()
        let deviceScale = device.maximumScale
        guard deviceScale > 0, deviceScale.isFinite else { return }
        // Work in the path's own space so any affine transform (including non-uniform scale) is exact.
        let tolerance = Self.flatteningTolerance / deviceScale
        PathFlattener.flatten(path, transform: .identity, tolerance: tolerance, into: strokeInput)
        var input = strokeInput
        if let pattern = Dasher.pattern(style.dash.map { Double($0) }) {
            dashed.removeAll()
            if Dasher.dash(strokeInput, pattern: pattern, phase: Double(style.dashPhase), into: dashed) {
                input = dashed
            }
        }
        Stroker(style, tolerance: tolerance).stroke(input, into: polylines)
        let a = Double(device.a), b = Double(device.b), c = Double(device.c), d = Double(device.d)
        let tx = Double(device.tx), ty = Double(device.ty)
        for i in 0..<polylines.xs.count {
            let x = polylines.xs[i], y = polylines.ys[i]
            polylines.xs[i] = a * x + c * y + tx
            polylines.ys[i] = b * x + d * y + ty
        }
    }

    func rasterize(_ lines: Polylines, rule: FillRule, source: UInt32, antialiased: Bool = true) {
        if let clip = clips.last, clip.bounds.0 >= clip.bounds.2 { return }
        guard let bounds = lines.bounds,
            accumulator.begin(minX: bounds.0, minY: bounds.1, maxX: bounds.2, maxY: bounds.3)
        else { return }
        accumulator.addPolygons(lines)
        let layer = target
        let blitter = ColorBlitter(pixels: layer.pixels, width: width, source: source, clip: clipCoverage)
        if antialiased {
            var sink = blitter
            accumulator.sweep(rule: rule, into: &sink)
        } else {
            var sink = AliasedCoverage(base: blitter)
            accumulator.sweep(rule: rule, into: &sink)
        }
        markDirty(layer, bounds)
    }

    func markDirty(_ layer: PixelBuffer, _ bounds: (Double, Double, Double, Double)) {
        let minX = Int(max(0, min(Double(width), bounds.0.rounded(.down))))
        let minY = Int(max(0, min(Double(height), bounds.1.rounded(.down))))
        let maxX = Int(max(0, min(Double(width), bounds.2.rounded(.up) + 1)))
        let maxY = Int(max(0, min(Double(height), bounds.3.rounded(.up) + 1)))
        if minX < maxX, minY < maxY { layer.markDirty(minX, minY, maxX, maxY) }
    }

    /// The device rectangle (minX, minY, maxX, maxY) when `path` is a single axis-aligned rectangle.
    static func axisAlignedRect(_ path: RasterPath, _ device: Transform2D) -> (Double, Double, Double, Double)? {
        guard device.isAxisAligned else { return nil }
        let elements = path.elements
        guard elements.count >= 4, elements.count <= 6, case .move(to: let start) = elements[0] else { return nil }
        var points = [start]
        for element in elements.dropFirst() {
            switch element {
            case .line(to: let p): points.append(p)
            case .closeSubpath: if element != elements.last { return nil }
            default: return nil
            }
        }
        if points.count == 5 {
            guard points[4] == points[0] else { return nil }
            points.removeLast()
        }
        guard points.count == 4 else { return nil }
        let p = points.map { device.apply(to: $0) }
        let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
        let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        let xs = p.map { Double($0.x) }, ys = p.map { Double($0.y) }
        guard (xs + ys).allSatisfy({ $0.isFinite }) else { return nil }
        return (xs.reduce(.infinity, min), ys.reduce(.infinity, min), xs.reduce(-.infinity, max), ys.reduce(-.infinity, max))
    }

    /// Fast path: an axis-aligned rectangle's exact coverage is the product of its row and column overlaps.
    private func fillRect(_ rect: (Double, Double, Double, Double), source: UInt32) {
        let x0 = max(rect.0, 0), y0 = max(rect.1, 0)
        let x1 = min(rect.2, Double(width)), y1 = min(rect.3, Double(height))
        guard x0 < x1, y0 < y1 else { return }
        if let clip = clips.last, clip.bounds.0 >= clip.bounds.2 { return }
        let layer = target
        var blitter = ColorBlitter(pixels: layer.pixels, width: width, source: source, clip: clipCoverage)
        let firstColumn = Int(x0.rounded(.down)), lastColumn = Int(x1.rounded(.up)) - 1
        let firstRow = Int(y0.rounded(.down)), endRow = Int(y1.rounded(.up))
        var touched: UInt32 = 0
        for row in firstRow..<endRow {
            // Read a few rows ahead so their edge pixels are in cache when blended.
            if row + 3 < endRow {
                touched &+= blitter.touch(x: firstColumn, y: row + 3) &+ blitter.touch(x: lastColumn, y: row + 3)
            }
            let vertical = min(y1, Double(row + 1)) - max(y0, Double(row))
            @inline(__always) func alpha(_ horizontal: Double) -> UInt32 { UInt32(horizontal * vertical * 255 + 0.5) }
            if firstColumn == lastColumn {
                let a = alpha(x1 - x0)
                if a > 0 { blitter.pixel(x: firstColumn, y: row, alpha: a) }
                continue
            }
            let left = alpha(Double(firstColumn + 1) - x0)
            let right = alpha(x1 - Double(lastColumn))
            let middle = alpha(1)
            if left > 0 { blitter.pixel(x: firstColumn, y: row, alpha: left) }
            if middle > 0, lastColumn > firstColumn + 1 {
                blitter.span(x: firstColumn + 1, y: row, count: lastColumn - firstColumn - 1, alpha: middle)
            }
            if right > 0 { blitter.pixel(x: lastColumn, y: row, alpha: right) }
        }
        markDirty(layer, (x0, y0, x1, y1))
        touchSink = touched
    }

    /// Keeps the look-ahead reads of `fillRect` from being optimised away.
    private var touchSink: UInt32 = 0

    // MARK: Clips

    /// Intersects the clip with `path` (anti-aliased) until the matching `popClip()`.
    public func pushClip(_ path: RasterPath, rule: FillRule = .nonZero, transform: Transform2D = .identity) {
        let mask = spareClips.popLast() ?? ClipMask(width: width, height: height)
        let device = deviceTransform(transform)
        if let bounds = PathFlattener.conservativeBounds(path, transform: device),
            accumulator.begin(minX: bounds.0, minY: bounds.1, maxX: bounds.2, maxY: bounds.3)
        {
            PathFlattener.flatten(path, transform: device, tolerance: Self.flatteningTolerance, into: edges)
        }
        var writer = ClipMaskWriter(mask: mask.coverage, parent: clipCoverage, width: width)
        accumulator.sweep(rule: rule, into: &writer)
        mask.bounds = writer.minX < writer.maxX ? (writer.minX, writer.minY, writer.maxX, writer.maxY) : (0, 0, 0, 0)
        clips.append(mask)
    }

    /// Removes the most recent clip; does nothing when there is none.
    public func popClip() {
        guard let mask = clips.popLast() else { return }
        mask.clear()
        spareClips.append(mask)
    }

    // MARK: Opacity groups

    /// Starts drawing into a transparent layer that `endOpacityGroup()` composites at `opacity`.
    public func beginOpacityGroup(_ opacity: Double) {
        let layer = spareLayers.popLast() ?? PixelBuffer(width: width, height: height)
        layers.append(layer)
        groupOpacities.append(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }

    /// Composites the innermost group's layer onto the one below; does nothing without an open group.
    public func endOpacityGroup() {
        guard layers.count > 1, let opacity = groupOpacities.popLast() else { return }
        let layer = layers.removeLast()
        let destination = target
        let factor = UInt32((opacity * 255).rounded())
        let (minX, minY, maxX, maxY) = layer.dirty
        if factor > 0, minX < maxX, minY < maxY {
            for y in minY..<maxY {
                let source = layer.pixels + y * width
                let row = destination.pixels + y * width
                for x in minX..<maxX {
                    let p = source[x]
                    if p == 0 { continue }
                    let s = factor == 255 ? p : PixelMath.scale(p, by: factor)
                    row[x] = PixelMath.sourceOver(s, row[x])
                }
            }
            destination.markDirty(minX, minY, maxX, maxY)
        }
        layer.clearDirty()
        spareLayers.append(layer)
    }

    // MARK: Masks and images

    /// Composites `color` through an 8-bit coverage mask whose top-left is at device pixel (x, y).
    /// A mask whose coverage count does not match its size draws nothing.
    public func drawMask(_ mask: AlphaMask, atPixelX x: Int, y: Int, color: RGBA) {
        guard mask.width > 0, mask.height > 0, mask.coverage.count == mask.width * mask.height else { return }
        let source = color.premultipliedPixel
        guard source != 0, x < width, y < height, x > -mask.width, y > -mask.height else { return }
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x + mask.width, width), y1 = min(y + mask.height, height)
        guard x0 < x1, y0 < y1 else { return }
        let layer = target
        var blitter = ColorBlitter(pixels: layer.pixels, width: width, source: source, clip: clipCoverage)
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in y0..<y1 {
                let maskRow = (row - y) * mask.width - x
                for column in x0..<x1 {
                    let a = UInt32(coverage[maskRow + column])
                    if a != 0 { blitter.pixel(x: column, y: row, alpha: a) }
                }
            }
        }
        layer.markDirty(x0, y0, x1, y1)
    }

    /// Draws `bitmap` stretched to `rect` (points). Axis-aligned placements (translation and scale) are
    /// resampled per axis with exact edge coverage; rotated or skewed placements sample each covered
    /// pixel centre through the inverse transform (bilinear, or nearest for `.none`), without edge AA.
    public func drawBitmap(_ bitmap: Bitmap, in rect: CGRect, interpolation: ImageInterpolation = .linear, opacity: Double = 1, transform: Transform2D = .identity) {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.pixels.count == bitmap.width * bitmap.height * 4 else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        guard alpha > 0 else { return }
        if let clip = clips.last, clip.bounds.0 >= clip.bounds.2 { return }
        let placement = Transform2D(a: r.width / CGFloat(bitmap.width), b: 0, c: 0, d: r.height / CGFloat(bitmap.height), tx: r.minX, ty: r.minY)
            .concatenating(deviceTransform(transform))
        let layer = target
        let drawn = BitmapDrawer(bitmap: bitmap, placement: placement, interpolation: interpolation, opacity: alpha)
            .draw(into: layer.pixels, width: width, height: height, clip: clipCoverage)
        if let drawn { layer.markDirty(drawn.0, drawn.1, drawn.2, drawn.3) }
    }

    // MARK: Output

    /// The base layer as a straight-alpha bitmap (open opacity groups are not included).
    public func makeBitmap() -> Bitmap {
        let count = width * height
        let source = layers[0].pixels
        // Every byte written once (no zeroing pass first): transparent pixels as four zero bytes, opaque ones
        // (premultiplied equals straight) copied, the rest unpremultiplied. A screen-sized array comes from
        // `BitmapPixelPool` when a finished comparison handed one back.
        func convert(into raw: UnsafeMutableRawPointer) {
            raw.withMemoryRebound(to: UInt32.self, capacity: count) { out in
                for i in 0..<count {
                    let p = source[i]
                    if p == 0 || p >> 24 == 255 {
                        out[i] = p.littleEndian
                        continue
                    }
                    let (r, g, b, a) = PixelMath.unpremultiply(p)
                    out[i] = (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
                }
            }
        }
        if var pooled = BitmapPixelPool.shared.take(count: count * 4) {
            pooled.withUnsafeMutableBufferPointer { convert(into: UnsafeMutableRawPointer($0.baseAddress!)) }
            return Bitmap(width: width, height: height, pixels: pooled)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            convert(into: UnsafeMutableRawPointer(buffer.baseAddress!))
            initialized = count * 4
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }
}

extension ImageInterpolation {
    /// The default, bilinear / area-averaging quality.
    public static let linear = ImageInterpolation.medium
}
