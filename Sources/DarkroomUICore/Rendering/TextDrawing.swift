import Foundation
import Rasterizer
import Typesetting

/// Text to draw: the laid-out paragraph (from the same layout that sized the view) and where it goes.
public struct TextDrawing: Equatable, Sendable {
    /// The characters.
    public var string: String
    /// The text's frame in points (root space, snapped to the pixel grid).
    public var frame: CGRect
    /// The resolved foreground colour (for runs without their own colour).
    public var color: ResolvedColor
    /// Alignment of multiline text.
    public var alignment: TextAlignment
    /// The glyphs and lines, positioned relative to `origin`; `nil` draws nothing (e.g. stand-in measured text).
    public var layout: TextLayout?
    /// The top-left corner of `layout` in points (root space).
    public var origin: CGPoint
    /// Why the text could not be laid out (e.g. an unregistered custom font); rendering throws it.
    public var error: FontError?

    public init(
        string: String, frame: CGRect, color: ResolvedColor, alignment: TextAlignment,
        layout: TextLayout? = nil, origin: CGPoint? = nil, error: FontError? = nil
    ) {
        self.string = string
        self.frame = frame
        self.color = color
        self.alignment = alignment
        self.layout = layout
        self.origin = origin ?? frame.origin
        self.error = error
    }

    /// The font files the glyphs come from.
    public var fontFiles: [FontFileInfo] { layout?.fontFiles ?? [] }

    /// Draws the run backgrounds, then the glyphs (masks tinted with the run's or the default colour, colour emoji as
    /// bitmaps) and the underline/strikethrough bars onto `canvas`, inside its current clips and opacity groups.
    func draw(on canvas: RasterCanvas, transform: Transform2D = .identity, engine: TypesettingEngine = .shared) throws(FontError) {
        if let error { throw error }
        guard let layout, !layout.lines.isEmpty else { return }
        if transform != .identity {
            // Translations by whole device pixels keep the exact glyph masks; anything else draws outlines.
            let s = Double(canvas.scale)
            let dx = Double(transform.tx) * s, dy = Double(transform.ty) * s
            if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1, dx == dx.rounded(), dy == dy.rounded() {
                var moved = self
                moved.origin.x += transform.tx
                moved.origin.y += transform.ty
                try moved.draw(on: canvas, engine: engine)
            } else {
                drawOutlines(on: canvas, layout: layout, transform: transform, engine: engine)
            }
            return
        }
        let scale = canvas.scale
        let rendering = engine.render(layout, at: origin, scale: scale)
        let fallback = RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
        for box in rendering.backgrounds where box.color.alpha > 0 {
            canvas.fill(.rect(box.rect), color: Self.rgba(box.color))
        }
        for glyph in rendering.glyphs {
            switch glyph.image {
            case .mask(let mask):
                let tint = glyph.color.map(Self.rgba) ?? fallback
                guard tint.alpha > 0 else { continue }
                canvas.drawMask(
                    AlphaMask(width: mask.width, height: mask.height, coverage: mask.coverage),
                    atPixelX: glyph.x, y: glyph.y, color: tint)
            case .color(let bitmap):
                guard fallback.alpha > 0 || glyph.color != nil else { continue }
                let rect = CGRect(
                    x: CGFloat(glyph.x) / scale, y: CGFloat(glyph.y) / scale,
                    width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
                canvas.drawBitmap(
                    Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels),
                    in: rect, interpolation: .none, opacity: color.opacity)
            }
        }
        for bar in rendering.decorations {
            let runColor = layout.runColors.indices.contains(bar.runIndex) ? layout.runColors[bar.runIndex] : nil
            let tint = (bar.color ?? runColor).map(Self.rgba) ?? fallback
            guard tint.alpha > 0 else { continue }
            for mark in bar.marks { canvas.fill(.rect(mark), color: tint) }
        }
    }

    /// Draws the glyphs as filled outlines through `transform` (rotated, scaled or projected text stays sharp).
    private func drawOutlines(on canvas: RasterCanvas, layout: TextLayout, transform: Transform2D, engine: TypesettingEngine) {
        let fallback = RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
        let rendering = engine.render(layout, at: origin, scale: canvas.scale)
        for box in rendering.backgrounds where box.color.alpha > 0 {
            canvas.fill(.rect(box.rect), color: Self.rgba(box.color), transform: transform)
        }
        for line in layout.lines {
            for glyph in line.glyphs {
                let runColor = layout.runColors.indices.contains(glyph.runIndex) ? layout.runColors[glyph.runIndex] : nil
                let tint = runColor.map(Self.rgba) ?? fallback
                guard tint.alpha > 0, let outline = engine.outline(of: glyph) else { continue }
                var path = RasterPath()
                let moved = outline.offsetBy(dx: origin.x, dy: origin.y)
                for element in moved.elements {
                    switch element {
                    case .move(let p): path.move(to: p)
                    case .line(let p): path.addLine(to: p)
                    case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
                    case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
                    case .closeSubpath: path.closeSubpath()
                    }
                }
                canvas.fill(path, color: tint, transform: transform)
            }
        }
        // Colour glyphs (emoji) are bitmaps: drawn through the transform, resampled.
        for glyph in rendering.glyphs {
            guard case .color(let bitmap) = glyph.image else { continue }
            let scale = canvas.scale
            let rect = CGRect(
                x: CGFloat(glyph.x) / scale, y: CGFloat(glyph.y) / scale,
                width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
            canvas.drawBitmap(
                Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels),
                in: rect, interpolation: .medium, opacity: color.opacity, transform: transform)
        }
        for bar in rendering.decorations {
            let runColor = layout.runColors.indices.contains(bar.runIndex) ? layout.runColors[bar.runIndex] : nil
            let tint = (bar.color ?? runColor).map(Self.rgba) ?? fallback
            guard tint.alpha > 0 else { continue }
            for mark in bar.marks { canvas.fill(.rect(mark), color: tint, transform: transform) }
        }
    }

    private static func rgba(_ c: TextColor) -> RGBA {
        RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
