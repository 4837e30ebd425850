/// The built-in faces: DejaVu (Debian `fonts-dejavu-core` / `fonts-dejavu-extra`) and
/// Noto Color Emoji (`fonts-noto-color-emoji`), found by file name in the search directories.
enum SystemFontCatalog {
    static let core = "fonts-dejavu-core"
    static let extra = "fonts-dejavu-extra"
    static let emojiPackage = "fonts-noto-color-emoji"
    static let emojiFileName = "NotoColorEmoji.ttf"
    static let mathFileName = "DejaVuMathTeXGyre.ttf"

    /// Every built-in face in a fixed order (the order breaks ties deterministically).
    static let fonts: [RegisteredFont] = {
        var list: [RegisteredFont] = []
        func add(_ stem: String, _ family: String, _ style: String, _ weight: FontWeight, italic: Bool,
                 condensed: Bool = false, package: String) {
            list.append(RegisteredFont(
                path: stem + ".ttf", faceIndex: 0, familyName: family, styleName: style, postScriptName: stem,
                weight: weight, isItalic: italic, isCondensed: condensed, package: package))
        }
        add("DejaVuSans", "DejaVu Sans", "Book", .regular, italic: false, package: core)
        add("DejaVuSans-Bold", "DejaVu Sans", "Bold", .bold, italic: false, package: core)
        add("DejaVuSans-Oblique", "DejaVu Sans", "Oblique", .regular, italic: true, package: extra)
        add("DejaVuSans-BoldOblique", "DejaVu Sans", "Bold Oblique", .bold, italic: true, package: extra)
        add("DejaVuSans-ExtraLight", "DejaVu Sans", "ExtraLight", .ultraLight, italic: false, package: extra)
        add("DejaVuSansCondensed", "DejaVu Sans Condensed", "Condensed", .regular, italic: false, condensed: true, package: extra)
        add("DejaVuSansCondensed-Bold", "DejaVu Sans Condensed", "Condensed Bold", .bold, italic: false, condensed: true, package: extra)
        add("DejaVuSansCondensed-Oblique", "DejaVu Sans Condensed", "Condensed Oblique", .regular, italic: true, condensed: true, package: extra)
        add("DejaVuSansCondensed-BoldOblique", "DejaVu Sans Condensed", "Condensed Bold Oblique", .bold, italic: true, condensed: true, package: extra)
        add("DejaVuSansMono", "DejaVu Sans Mono", "Book", .regular, italic: false, package: core)
        add("DejaVuSansMono-Bold", "DejaVu Sans Mono", "Bold", .bold, italic: false, package: core)
        add("DejaVuSansMono-Oblique", "DejaVu Sans Mono", "Oblique", .regular, italic: true, package: extra)
        add("DejaVuSansMono-BoldOblique", "DejaVu Sans Mono", "Bold Oblique", .bold, italic: true, package: extra)
        add("DejaVuSerif", "DejaVu Serif", "Book", .regular, italic: false, package: core)
        add("DejaVuSerif-Bold", "DejaVu Serif", "Bold", .bold, italic: false, package: core)
        add("DejaVuSerif-Italic", "DejaVu Serif", "Italic", .regular, italic: true, package: extra)
        add("DejaVuSerif-BoldItalic", "DejaVu Serif", "Bold Italic", .bold, italic: true, package: extra)
        add("DejaVuSerifCondensed", "DejaVu Serif Condensed", "Condensed", .regular, italic: false, condensed: true, package: extra)
        add("DejaVuSerifCondensed-Bold", "DejaVu Serif Condensed", "Condensed Bold", .bold, italic: false, condensed: true, package: extra)
        add("DejaVuSerifCondensed-Italic", "DejaVu Serif Condensed", "Condensed Italic", .regular, italic: true, condensed: true, package: extra)
        add("DejaVuSerifCondensed-BoldItalic", "DejaVu Serif Condensed", "Condensed Bold Italic", .bold, italic: true, condensed: true, package: extra)
        list.append(RegisteredFont(
            path: mathFileName, faceIndex: 0, familyName: "DejaVu Math TeX Gyre", styleName: "Regular",
            postScriptName: "DejaVuMathTeXGyre-Regular", weight: .regular, isItalic: false, isCondensed: false,
            package: extra))
        list.append(RegisteredFont(
            path: emojiFileName, faceIndex: 0, familyName: "Noto Color Emoji", styleName: "Regular",
            postScriptName: "NotoColorEmoji", weight: .regular, isItalic: false, isCondensed: false,
            package: emojiPackage))
        return list
    }()

    /// The built-in file for the system font in `design` with the requested style.
    static func systemFont(design: FontDesign, weight: FontWeight, italic: Bool, width: FontWidth) -> RegisteredFont {
        let bold = weight.isBold
        let condensed = width.isCondensed && design != .monospaced
        let stem: String
        switch design {
        case .default, .rounded:
            let base = condensed ? "DejaVuSansCondensed" : "DejaVuSans"
            if !bold && !italic && !condensed && weight.value <= FontWeight.thin.value {
                stem = "DejaVuSans-ExtraLight"
            } else {
                stem = base + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
            }
        case .serif:
            let base = condensed ? "DejaVuSerifCondensed" : "DejaVuSerif"
            stem = base + (bold ? (italic ? "-BoldItalic" : "-Bold") : (italic ? "-Italic" : ""))
        case .monospaced:
            stem = "DejaVuSansMono" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
        }
        return fonts.first { $0.postScriptName == stem } ?? fonts[0]
    }

    /// The fallback faces after the primary one, in order: DejaVu Sans in the same style,
    /// DejaVu Sans Book, DejaVu Serif Book (arrows such as ⤵), DejaVu Math TeX Gyre, Noto Color Emoji.
    static func fallbacks(weight: FontWeight, italic: Bool) -> [RegisteredFont] {
        [
            systemFont(design: .default, weight: weight.isBold ? .bold : .regular, italic: italic, width: .standard),
            systemFont(design: .default, weight: .regular, italic: false, width: .standard),
            systemFont(design: .serif, weight: .regular, italic: false, width: .standard),
            fonts[fonts.count - 2],
            fonts[fonts.count - 1],
        ]
    }

    static var emoji: RegisteredFont { fonts[fonts.count - 1] }
}
