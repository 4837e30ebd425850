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

    public init(string: String, frame: CGRect, color: ResolvedColor, alignment: TextAlignment,
                layout: TextLayout? = nil, origin: CGPoint? = nil, error: FontError? = nil) {
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

    /// Draws the glyphs (masks tinted with the run's or the default colour, colour emoji as bitmaps) and the
    /// underline/strikethrough bars onto `canvas`, inside its current clips and opacity groups.
    func draw(on canvas: Canvas, engine: TypesettingEngine = .shared) throws(FontError) {
        if let error { throw error }
        guard let layout, !layout.lines.isEmpty else { return }
        let scale = canvas.scale
        let rendering = engine.render(layout, at: origin, scale: scale)
        let fallback = RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
        for glyph in rendering.glyphs {
            switch glyph.image {
            case .mask(let mask):
                let tint = glyph.color.map(Self.rgba) ?? fallback
                guard tint.alpha > 0 else { continue }
                canvas.drawMask(AlphaMask(width: mask.width, height: mask.height, coverage: mask.coverage),
                                atPixelX: glyph.x, y: glyph.y, color: tint)
            case .color(let bitmap):
                guard fallback.alpha > 0 || glyph.color != nil else { continue }
                let rect = CGRect(x: CGFloat(glyph.x) / scale, y: CGFloat(glyph.y) / scale,
                                  width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
                canvas.drawBitmap(Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels),
                                  in: rect, interpolation: .none, opacity: color.opacity)
            }
        }
        for bar in rendering.decorations {
            let runColor = layout.runColors.indices.contains(bar.runIndex) ? layout.runColors[bar.runIndex] : nil
            let tint = (bar.color ?? runColor).map(Self.rgba) ?? fallback
            guard tint.alpha > 0 else { continue }
            canvas.fill(.rect(bar.rect), color: tint)
        }
    }

    private static func rgba(_ c: TextColor) -> RGBA {
        RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
