import Foundation
import Synchronization

/// Fonts, shaping, line layout and glyph rasterization behind one mutex.
///
/// Typical use from a `Text` view:
/// ```swift
/// let engine = TypesettingEngine.shared
/// // sizeThatFits: nil/infinite width = ideal (one line per paragraph)
/// let size = try engine.measure(text, options: options, width: proposal.width, height: proposal.height)
/// // placement: lay out at the width you were given (never less than the measured width)
/// let layout = try engine.layout(text, options: options, width: bounds.width, height: bounds.height)
/// let rendering = engine.render(layout, at: bounds.origin, scale: 3)
/// for box in rendering.backgrounds { /* fill box.rect (points) first */ }
/// for glyph in rendering.glyphs { /* drawMask / drawBitmap at glyph.x, glyph.y (device pixels) */ }
/// for bar in rendering.decorations { /* fill bar.rect (points) */ }
/// ```
///
/// Decisions:
/// - **Fonts**: Inter's variable font (the system font's default design, standing in for SF Pro: its
///   weight, an optical size that follows the point size, and a tracking per size measured against SF
///   Pro's widths), DejaVu, Liberation (iOS's Arial, Times New Roman, Courier New) and
///   Noto Color Emoji files found by file name in fixed directories
///   (``FontRegistry``), never through fontconfig. Fallback per grapheme cluster: requested
///   face → DejaVu Sans (same bold/italic) → DejaVu Sans → DejaVu Serif → DejaVu Math TeX Gyre →
///   Noto Color Emoji → Noto Sans CJK JP (a subset) → Noto Sans Thai → Noto Sans Devanagari, the last three
///   in the nearest of Regular and Bold; emoji-presentation clusters try Noto Color Emoji first. A cluster no
///   face covers is drawn with the requested face's `.notdef` and listed in
///   ``TextLayout/missingCharacters``.
/// - **Shaping**: HarfBuzz (hb-ot functions on the font file bytes, language "en" unless a run sets
///   ``TextAttributes/language``: `zh-Hans`/`zh-Hant` select the CJK face's Chinese glyph forms),
///   default features (kern, liga, marks, ccmp). Paragraphs are left-to-right; right-to-left
///   scripts inside them are resolved with a compact bidi algorithm (``BidiResolver``), shaped
///   right-to-left and reordered per line.
/// - **Line height**: the hhea ascender + descender + lineGap of each run's *requested* face
///   (FreeType's `ascender`/`descender`/`height`) at the run's size; fallback faces (emoji) do not
///   change it, as in CoreText. Lines are stacked without rounding; `lineSpacing` goes between lines.
/// - **Breaking**: after spaces, hyphens/dashes, ZWSP, between ideographs and kana and around emoji,
///   never before closing punctuation or small kana nor after opening punctuation (a subset of UAX #14),
///   at newlines; inside a word only when it alone is wider than the line. Korean breaks at spaces (iOS's
///   `hangulWordPriority`); Thai between dictionary words (UAX #14 class SA: ``ThaiWordBreaker``, ICU's word
///   list, maximal matching) and at spaces and ZWSP.
///   Trailing spaces hang (not counted in widths). No automatic hyphenation.
/// - **Rendering**: unhinted outlines (FT_LOAD_NO_HINTING), 8-bit anti-aliasing, pen x snapped to
///   ¼ pixel (applied with FT_Outline_Translate), baseline to a whole pixel; colour glyphs from
///   the largest bitmap strike, area-averaged to size, straight RGBA8.
///
/// Layouts refer to faces by process-wide ``FontFaceID``s, so any engine can render them.
/// Everything is deterministic: the same text, font files and scale give the
/// same bytes. FreeType and HarfBuzz objects are used only while the mutex is held, so one engine
/// can be shared across threads; caches (shaped paragraphs, glyph images) make repeated calls
/// cheap and never change results.
public final class TypesettingEngine: Sendable {
    /// A process-wide engine using ``FontRegistry/shared``.
    public static let shared = TypesettingEngine()

    public let registry: FontRegistry
    private let state: Mutex<EngineState>

    public init(registry: FontRegistry = .shared) {
        self.registry = registry
        self.state = Mutex(EngineState(registry: registry))
    }

    // MARK: Layout

    /// Lays `text` out at a proposed size (points). `width` `nil` or infinite gives the ideal
    /// size (no wrapping except at newlines); a finite width wraps at word boundaries. A finite
    /// `height` shows only the lines that fit (at least one) and truncates the last one.
    public func layout(
        _ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions(),
        width: CGFloat? = nil, height: CGFloat? = nil
    ) throws(FontError) -> TextLayout {
        try state.withLock { (state: inout EngineState) throws(FontError) -> TextLayout in
            let engine = state
            let paragraph = try engine.shapedParagraph(text)
            func build(_ shaped: ShapedParagraph) throws(FontError) -> TextLayout {
                let builder = TextLayoutBuilder(
                    paragraph: shaped, options: options,
                    faceInfo: { engine.faces[$0].info },
                    faceID: { engine.faces[$0].id },
                    ellipsis: { (runIndex: Int) throws(FontError) -> ShapedParagraph in
                        try engine.shapedParagraph(AttributedText("…", attributes: shaped.runs[runIndex].attributes))
                    })
                return try builder.build(width: width.map(Double.init), height: height.map(Double.init))
            }
            let full = try build(paragraph)
            let minimum = options.minimumScaleFactor.isFinite ? min(max(options.minimumScaleFactor, 0.01), 1) : 1
            guard full.isTruncated, minimum < 1 else { return full }
            // minimumScaleFactor: the largest factor (to 1/1024 of the range) that avoids truncation.
            let smallest = try build(paragraph.scaled(by: minimum))
            if smallest.isTruncated { return smallest }
            var low = minimum
            var high = 1.0
            var best = smallest
            for _ in 0..<10 {
                let middle = (low + high) / 2
                let candidate = try build(paragraph.scaled(by: middle))
                if candidate.isTruncated {
                    high = middle
                } else {
                    low = middle
                    best = candidate
                }
            }
            return best
        }
    }

    /// The size `Text` reports for a proposal: ``layout(_:options:width:height:)``'s size.
    public func measure(
        _ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions(),
        width: CGFloat? = nil, height: CGFloat? = nil
    ) throws(FontError) -> CGSize {
        try layout(text, options: options, width: width, height: height).size
    }

    /// Line metrics of a font (its resolved primary face) at its size.
    public func lineMetrics(for font: FontDescriptor) throws(FontError) -> FontLineMetrics {
        try state.withLock { (state: inout EngineState) throws(FontError) -> FontLineMetrics in
            state.syncRegistry()
            let chain = try state.chain(for: font)
            let face = state.faces[chain.lineMetricsFace ?? chain.primary]
            let metrics = state.metrics(of: face, size: font.effectiveSize)
            return FontLineMetrics(
                ascent: CGFloat(metrics.ascent), descent: CGFloat(metrics.descent), leading: CGFloat(metrics.leading))
        }
    }

    /// The font files of a font's fallback chain, requested face first (loads them if needed).
    public func fontFiles(for font: FontDescriptor) throws(FontError) -> [FontFileInfo] {
        try state.withLock { (state: inout EngineState) throws(FontError) -> [FontFileInfo] in
            state.syncRegistry()
            return try state.allFaces(of: state.chain(for: font)).map { state.faces[$0].info }
        }
    }

    /// The file of a face that appears in a layout.
    public func fontFile(for face: FontFaceID) -> FontFileInfo? {
        state.withLock { state in
            state.localIndex(of: face).map { state.faces[$0].info }
        }
    }

    // MARK: Rendering

    /// Glyphs larger than this many device pixels per em are not rasterized (bounds memory:
    /// a colour glyph at this size is about 2550 × 2400 pixels).
    public static let maximumPixelsPerEm = 2048

    /// Rasterizes a layout placed with its top-left corner at `origin` (points) on a canvas of
    /// `scale` pixels per point. Pen positions are snapped: x to a quarter pixel (the glyph is
    /// rasterized at that offset), the baseline to a whole pixel. Glyph images come from the
    /// cache when the same glyph, size and offset was drawn before. Glyphs above
    /// ``maximumPixelsPerEm`` are left out.
    public func render(_ layout: TextLayout, at origin: CGPoint = .zero, scale: CGFloat = 1) -> TextRendering {
        let scale = Double(scale).isFinite && scale > 0 ? Double(scale) : 1
        let originX = Double(origin.x)
        let originY = Double(origin.y)
        return state.withLock { state in
            var rendered: [RenderedGlyph] = []
            for line in layout.lines {
                for glyph in line.glyphs {
                    let x = (originX + Double(glyph.position.x)) * scale
                    let y = (originY + Double(glyph.position.y)) * scale
                    guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { continue }
                    var pixelX = Int(x.rounded(.down))
                    var quarter = glyph.isColor ? 0 : Int(((x - Double(pixelX)) * 4).rounded())
                    if quarter == 4 {
                        pixelX += 1
                        quarter = 0
                    }
                    let pixelSize = Int((Double(glyph.fontSize) * scale * 64).rounded())
                    guard pixelSize > 0, pixelSize <= 64 * Self.maximumPixelsPerEm else { continue }
                    guard let local = state.localIndex(of: glyph.face) else { continue }
                    let key = GlyphCacheKey(
                        face: local, glyphID: glyph.glyphID, pixelSize26Dot6: pixelSize, subpixel: quarter,
                        synthetic: glyph.synthetic)
                    let image = state.glyphImage(key)
                    guard !image.isEmpty else { continue }
                    let baseline = Int(y.rounded())
                    let left: Int
                    let top: Int
                    switch image {
                    case .mask(let mask):
                        left = mask.left
                        top = mask.top
                    case .color(let bitmap):
                        left = bitmap.left
                        top = bitmap.top
                    }
                    rendered.append(
                        RenderedGlyph(
                            x: pixelX + left, y: baseline - top, image: image,
                            color: colorOf(glyph, in: layout), runIndex: glyph.runIndex))
                }
            }
            let decorations = layout.lines.flatMap(\.decorations).map { segment in
                var moved = segment
                moved.rect = segment.rect.offsetBy(dx: origin.x, dy: origin.y)
                return moved
            }
            let backgrounds = layout.lines.flatMap(\.backgrounds).map { segment in
                var moved = segment
                moved.rect = segment.rect.offsetBy(dx: origin.x, dy: origin.y)
                return moved
            }
            return TextRendering(
                glyphs: rendered, decorations: decorations, backgrounds: backgrounds, fontFiles: layout.fontFiles,
                missingCharacters: layout.missingCharacters)
        }
    }

    /// The outline of a glyph from a layout of this engine, in points relative to the layout's
    /// top-left corner (the glyph's position applied), y down; `nil` for colour glyphs.
    /// For drawing text under rotation or scale transforms as filled paths.
    public func outline(of glyph: PositionedGlyph) -> GlyphOutline? {
        state.withLock { state in
            state.localIndex(of: glyph.face).flatMap { local in
                state.outline(face: local, glyphID: glyph.glyphID, size: Double(glyph.fontSize), synthetic: glyph.synthetic)
            }
        }?.offsetBy(dx: glyph.position.x, dy: glyph.position.y)
    }

    private func colorOf(_ glyph: PositionedGlyph, in layout: TextLayout) -> TextColor? {
        layout.runColors.indices.contains(glyph.runIndex) ? layout.runColors[glyph.runIndex] : nil
    }

    /// Number of glyph images in the cache (for tests and benchmarks).
    public var cachedGlyphCount: Int {
        state.withLock { $0.glyphCache.count }
    }

    /// Empties the glyph and paragraph caches (results do not change; only speed does).
    public func clearCaches() {
        state.withLock { state in
            state.glyphCache.removeAll()
            state.paragraphCache.removeAll()
        }
    }
}
