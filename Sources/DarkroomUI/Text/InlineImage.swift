import Foundation

/// An image inside a run of text (`Text(Image)` or an interpolated `Image` in a `Text` literal).
///
/// An `Image(systemName:)` is drawn as the shipped symbol glyph at the run's font size (the size a `Label`'s icon has,
/// font size × 1.15 box × 0.87 glyph), on the baseline, in the run's colour. A symbol or image without an inline
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
        guard let code = ShippedSymbols.codePoint(for: name), let family = ShippedSymbols.family,
              let scalar = Unicode.Scalar(code) else { return (Self.placeholder, nil) }
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 17
        let glyphSize = (size * 1.15 * environment.imageScale.factor * 3).rounded() / 3 * 0.87
        return (String(Character(scalar)), .custom(family, fixedSize: glyphSize))
    }
}
