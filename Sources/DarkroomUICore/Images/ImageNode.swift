import Foundation
import Rasterizer

/// Image: fixed at its point size, or (resizable) the proposal with `nil` replaced by the point size.
final class ImageNode: LayoutNode {
    override var drawsContent: Bool { true }

    let image: Image
    let content: ImageContent
    /// The foreground colour a template image is tinted with.
    let tint: ResolvedColor?
    /// A template image in a level of the default foreground on a material is drawn vibrant.
    let vibrancy: Vibrancy?

    init(image: Image, content: ImageContent, tint: ResolvedColor?, vibrancy: Vibrancy? = nil) {
        self.image = image
        self.content = content
        self.tint = tint
        self.vibrancy = vibrancy
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard image.isResizable else { return content.pointSize }
        return CGSize(width: proposal.width ?? content.pointSize.width, height: proposal.height ?? content.pointSize.height)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        if let vibrancy, builder.drawsVibrancy, content.error == nil, tint.map({ !$0.isInvisible }) ?? false {
            vibrancy.append(into: &builder) { drawContent(into: &$0, tint: vibrancy.color) }
            return
        }
        drawContent(into: &builder, tint: tint)
    }

    private func drawContent(into builder: inout DisplayListBuilder, tint: ResolvedColor?) {
        if let error = content.error {
            builder.append(.image(ImageDrawing(bitmap: Bitmap(width: 0, height: 0), frame: builder.snap(frame), error: error)))
            return
        }
        let snapped = builder.snap(frame)
        guard snapped.width > 0, snapped.height > 0, snapped.width.isFinite, snapped.height.isFinite,
            let variant = content.provider(builder.scale), variant.bitmap.width > 0, variant.bitmap.height > 0
        else { return }
        var bitmap = variant.bitmap
        let fileScale = variant.scale
        if let tint {
            guard !tint.isInvisible else { return }
            bitmap = Self.tinted(bitmap, with: tint)
        }
        let interpolation: ImageDrawing.Interpolation =
            switch image.interpolationQuality {
            case .none: .none
            case .low: .low
            case .medium: .medium
            case .high: .high
            }
        if image.isResizable, image.resizingMode == .tile {
            drawTiles(bitmap, fileScale: fileScale, in: snapped, interpolation: interpolation, into: &builder)
            return
        }
        let insets = image.capInsets
        let hasCaps = image.isResizable && (insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0)
        guard hasCaps else {
            builder.append(.image(ImageDrawing(bitmap: bitmap, frame: snapped, interpolation: interpolation)))
            return
        }
        for slice in Self.slices(of: bitmap, fileScale: fileScale, insets: insets, in: snapped) {
            builder.append(.image(ImageDrawing(bitmap: slice.bitmap, frame: slice.frame, interpolation: interpolation)))
        }
    }

    /// Tiling: copies at the image's point size from the frame's origin, clipped to the frame (at most 10,000).
    private func drawTiles(
        _ bitmap: Bitmap, fileScale: CGFloat, in frame: CGRect, interpolation: ImageDrawing.Interpolation,
        into builder: inout DisplayListBuilder
    ) {
        let tile = CGSize(width: CGFloat(bitmap.width) / fileScale, height: CGFloat(bitmap.height) / fileScale)
        guard tile.width > 0, tile.height > 0 else { return }
        let columns = Int((frame.width / tile.width).rounded(.up)), rows = Int((frame.height / tile.height).rounded(.up))
        guard columns > 0, rows > 0, columns * rows <= 10_000 else { return }
        builder.append(.pushClip(Path(frame), style: FillStyle()))
        for row in 0..<rows {
            for column in 0..<columns {
                let rect = CGRect(
                    x: frame.minX + CGFloat(column) * tile.width, y: frame.minY + CGFloat(row) * tile.height,
                    width: tile.width, height: tile.height)
                builder.append(.image(ImageDrawing(bitmap: bitmap, frame: rect, interpolation: interpolation)))
            }
        }
        builder.append(.popClip)
    }

    /// A copy of `bitmap` whose colour is `tint` and whose alpha is the bitmap's alpha times the tint's.
    static func tinted(_ bitmap: Bitmap, with tint: ResolvedColor) -> Bitmap {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let r = byte(tint.red), g = byte(tint.green), b = byte(tint.blue)
        let alpha = max(0, min(1, tint.opacity))
        var pixels = bitmap.pixels
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                p[i] = r
                p[i + 1] = g
                p[i + 2] = b
                p[i + 3] = UInt8((Double(p[i + 3]) * alpha).rounded())
                i += 4
            }
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)
    }

    /// Nine-slice stretching: the corners keep their size, edges stretch along one axis, the middle along both.
    static func slices(of bitmap: Bitmap, fileScale: CGFloat, insets: EdgeInsets, in frame: CGRect) -> [(bitmap: Bitmap, frame: CGRect)] {
        func pixels(_ points: CGFloat, _ limit: Int) -> Int { max(0, min(limit, Int((points * fileScale).rounded()))) }
        let left = pixels(insets.leading, bitmap.width), right = pixels(insets.trailing, bitmap.width - left)
        let top = pixels(insets.top, bitmap.height), bottom = pixels(insets.bottom, bitmap.height - top)
        let xs = [0, left, bitmap.width - right, bitmap.width]
        let ys = [0, top, bitmap.height - bottom, bitmap.height]
        let fx = [frame.minX, min(frame.maxX, frame.minX + CGFloat(left) / fileScale), max(frame.minX, frame.maxX - CGFloat(right) / fileScale), frame.maxX]
        let fy = [frame.minY, min(frame.maxY, frame.minY + CGFloat(top) / fileScale), max(frame.minY, frame.maxY - CGFloat(bottom) / fileScale), frame.maxY]
        var out: [(Bitmap, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let w = xs[column + 1] - xs[column], h = ys[row + 1] - ys[row]
                let rect = CGRect(x: fx[column], y: fy[row], width: fx[column + 1] - fx[column], height: fy[row + 1] - fy[row])
                guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { continue }
                out.append((crop(bitmap, x: xs[column], y: ys[row], width: w, height: h), rect))
            }
        }
        return out
    }

    private static func crop(_ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let source = bitmap.pixels
        for row in 0..<height {
            let from = ((y + row) * bitmap.width + x) * 4
            pixels.replaceSubrange(row * width * 4..<(row + 1) * width * 4, with: source[from..<from + width * 4])
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    override var debugName: String { "Image" }
    override var debugAttributes: [String] {
        var attributes: [String] = []
        switch image.source {
        case .named(let name, _): attributes.append("\"\(name)\"")
        case .bitmap(let bitmap, let scale): attributes.append("bitmap \(bitmap.width)×\(bitmap.height) @\(DumpFormat.number(scale))x")
        case .system(let name): attributes.append("systemName: \"\(name)\"")
        }
        if image.isResizable { attributes.append("resizable") }
        if content.error != nil { attributes.append("missing") }
        return attributes
    }
}
