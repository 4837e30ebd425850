import Foundation

/// An image inside a run of text (`Text(Image)` or an interpolated `Image` in a `Text` literal).
///
/// An `Image(systemName:)` is drawn as the shipped symbol glyph (Material Icons, else Font Awesome 4.7) at the run's
/// font size (the size a `Label`'s icon has: font size × 1.15 box), on the baseline, in the run's colour. A symbol or image without an inline
/// glyph (registered bitmap or path artwork, bundle images) is drawn as a box character the size of a capital letter:
/// the text engine lays out glyphs only.
struct InlineImage: Hashable, Sendable {
    /// The symbol name, or `nil` for a non-symbol image.
    let symbolName: String?

    init(_ image: Image) {
        if case .system(let name) = image.source { symbolName = name } else { symbolName = nil }
    }

    /// The box drawn for images without an inline glyph (U+25A1 WHITE SQUARE).
    static let placeholder = "\u{25A1}"

    /// The string and font of the run drawing this image beside text in `font`.
    func run(fontSize: CGFloat, environment: EnvironmentValues) -> (String, Font?) {
        guard let requested = symbolName else { return (Self.placeholder, nil) }
        let name = SymbolImage.effectiveName(requested, in: environment)
        // Text draws glyphs as the font has them: a glyph turned, mirrored or scaled for the symbol is left out.
        guard let glyph = SymbolGlyphTable.glyph(named: name) ?? SymbolComposite.resolve(name).flatMap({ $0.enclosure == nil && !$0.slashed ? $0.inner : nil }),
            glyph.rotation == 0, !glyph.flipped, glyph.scale == 1,
            let family = glyph.font.family, let scalar = Unicode.Scalar(glyph.codePoint)
        else { return (Self.placeholder, nil) }
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 17
        let box = (size * 1.15 * environment.imageScale.factor * 3).rounded() / 3
        // Font Awesome's glyphs are drawn at 0.87 of the box. Material's em stands on the baseline (ascender 1 em,
        // no descender): 0.84 of the box keeps its ascender at the text's (Inter's 0.97 em), so the line keeps its
        // height, and draws the glyph about a capital letter's height and a half.
        let glyphSize = box * (glyph.font == .material ? 0.84 : 0.87)
        return (String(Character(scalar)), .custom(family, fixedSize: glyphSize))
    }
}
