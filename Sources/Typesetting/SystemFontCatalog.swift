/// The built-in faces, bundled files taken from Debian 12's packages (``BundledFonts``):
/// Inter 4.0 (`fonts-inter`) for the default design, Manjari (`fonts-smc-manjari`) for the
/// rounded design, DejaVu (`fonts-dejavu-core` / `fonts-dejavu-extra`) for serif, monospaced,
/// condensed and as the fallback for characters Inter or Manjari lack, and Noto Color Emoji
/// (`fonts-noto-color-emoji`).
///
/// Inter plays SF Pro: its Text cut below 20 points and its Display cut from 20 points up, as
/// iOS switches between SF Pro Text and SF Pro Display, with every SwiftUI weight mapped onto
/// its own file. Manjari plays SF Pro Rounded: a rounded-terminal sans whose widths come closest
/// to SF's among Debian's rounded faces (see `docs/FIDELITY.md`, "Fonts", for the width
/// measurements behind both choices).
enum SystemFontCatalog {
    static let core = "fonts-dejavu-core"
    static let extra = "fonts-dejavu-extra"
    static let interPackage = "fonts-inter"
    static let roundedPackage = "fonts-smc-manjari"
    static let roundedFamily = "Manjari"
    static let emojiPackage = "fonts-noto-color-emoji"
    static let emojiFileName = "NotoColorEmoji.ttf"
    static let mathFileName = "DejaVuMathTeXGyre.ttf"

    /// Point size from which the Display cut is used (SF Pro's Text/Display switch).
    static let displayCutMinimumSize = 20.0

    /// Inter's weights: file stem suffix, style name, weight class (SwiftUI's `ultraLight` is
    /// weight class 100, Inter's Thin).
    private static let interWeights: [(stem: String, style: String, weight: FontWeight)] = [
        ("Thin", "Thin", .ultraLight),
        ("ExtraLight", "Extra Light", .thin),
        ("Light", "Light", .light),
        ("Regular", "Regular", .regular),
        ("Medium", "Medium", .medium),
        ("SemiBold", "Semi Bold", .semibold),
        ("Bold", "Bold", .bold),
        ("ExtraBold", "Extra Bold", .heavy),
        ("Black", "Black", .black),
    ]

    /// Manjari's weights (SF Pro Rounded has nine; SwiftUI's weights take the nearest of these
    /// three: `ultraLight`, `thin` → Thin; `light`, `regular`, `medium` → Regular; `semibold` and
    /// heavier → Bold). Manjari has no italic, nor has SF Pro Rounded: italics are slanted.
    private static let roundedWeights: [(stem: String, weight: FontWeight)] = [
        ("Thin", .ultraLight), ("Regular", .regular), ("Bold", .bold),
    ]

    /// The PostScript name (and file stem) of the Manjari face nearest to `weight` (ties go to
    /// the heavier face, so `semibold` is Bold as SwiftUI's `isBold` reads it).
    static func roundedStem(weight: FontWeight) -> String {
        let nearest = roundedWeights.min { lhs, rhs in
            let l = abs(lhs.weight.value - weight.value), r = abs(rhs.weight.value - weight.value)
            return l != r ? l < r : lhs.weight.value > rhs.weight.value
        }!
        return roundedFamily + "-" + nearest.stem
    }

    /// The PostScript name (and file stem) of an Inter face.
    static func interStem(display: Bool, weight: FontWeight, italic: Bool) -> String {
        let nearest = interWeights.min { abs($0.weight.value - weight.value) < abs($1.weight.value - weight.value) }!
        let family = display ? "InterDisplay" : "Inter"
        if italic {
            return family + "-" + (nearest.stem == "Regular" ? "" : nearest.stem) + "Italic"
        }
        return family + "-" + nearest.stem
    }

    /// Every built-in face in a fixed order (the order breaks ties deterministically).
    static let fonts: [RegisteredFont] = {
        var list: [RegisteredFont] = []
        for display in [false, true] {
            for italic in [false, true] {
                for entry in interWeights {
                    let stem = interStem(display: display, weight: entry.weight, italic: italic)
                    let style = italic ? (entry.stem == "Regular" ? "Italic" : entry.style + " Italic") : entry.style
                    list.append(RegisteredFont(
                        path: stem + ".otf", faceIndex: 0, familyName: display ? "Inter Display" : "Inter",
                        styleName: style, postScriptName: stem, weight: entry.weight, isItalic: italic,
                        isCondensed: false, package: interPackage))
                }
            }
        }
        for entry in roundedWeights {
            list.append(RegisteredFont(
                path: roundedFamily + "-" + entry.stem + ".otf", faceIndex: 0, familyName: roundedFamily,
                styleName: entry.stem, postScriptName: roundedFamily + "-" + entry.stem, weight: entry.weight,
                isItalic: false, isCondensed: false, package: roundedPackage))
        }
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
        // The script faces, after every other (they only draw what no other face has).
        for (stem, family, weight, package) in scriptFaces {
            list.append(RegisteredFont(
                path: stem + (stem.hasPrefix("NotoSansCJK") ? ".otf" : ".ttf"), faceIndex: 0, familyName: family,
                styleName: weight.isBold ? "Bold" : "Regular", postScriptName: stem, weight: weight, isItalic: false,
                isCondensed: false, package: package))
        }
        return list
    }()

    static let cjkPackage = "fonts-noto-cjk"
    static let notoPackage = "fonts-noto-core"

    /// The faces for scripts the other faces lack, Regular and Bold each: Noto Sans CJK JP (a subset: kana,
    /// the common ideographs of Japanese, Simplified and Traditional Chinese, KS X 1001's Hangul syllables;
    /// `scripts/subset-cjk-font.py`), Noto Sans Thai and Noto Sans Devanagari. Loaded the first time a
    /// character needs them.
    private static let scriptFaces: [(stem: String, family: String, weight: FontWeight, package: String)] = [
        ("NotoSansCJKjp-Subset-Regular", "Noto Sans CJK JP", .regular, cjkPackage),
        ("NotoSansCJKjp-Subset-Bold", "Noto Sans CJK JP", .bold, cjkPackage),
        ("NotoSansThai-Regular", "Noto Sans Thai", .regular, notoPackage),
        ("NotoSansThai-Bold", "Noto Sans Thai", .bold, notoPackage),
        ("NotoSansDevanagari-Regular", "Noto Sans Devanagari", .regular, notoPackage),
        ("NotoSansDevanagari-Bold", "Noto Sans Devanagari", .bold, notoPackage),
    ]

    /// Whether the system font in `design` and `width` is drawn with Inter or Manjari and takes
    /// SF Pro's tracking: the default and rounded designs at standard or expanded width.
    static func takesSystemTracking(design: FontDesign, width: FontWidth) -> Bool {
        (design == .default || design == .rounded) && !width.isCondensed
    }

    /// Whether the system font at `size` points uses Inter's Display cut: from 20 pt, except with
    /// monospaced digits — the Display cut of Debian's Inter 4.0 beta 7 has tabular figures of
    /// unequal widths, so `monospacedDigit()` keeps the Text cut, whose figures are equal.
    static func usesDisplayCut(size: Double, monospacedDigits: Bool) -> Bool {
        size >= displayCutMinimumSize && !monospacedDigits
    }

    /// The built-in file for the system font in `design` with the requested style at `size` points.
    static func systemFont(
        design: FontDesign, weight: FontWeight, italic: Bool, width: FontWidth, size: Double,
        monospacedDigits: Bool = false
    ) -> RegisteredFont {
        if design == .rounded && !width.isCondensed {
            let stem = roundedStem(weight: weight)
            return fonts.first { $0.postScriptName == stem } ?? fonts[0]
        }
        if takesSystemTracking(design: design, width: width) {
            let display = usesDisplayCut(size: size, monospacedDigits: monospacedDigits)
            let stem = interStem(display: display, weight: weight, italic: italic)
            return fonts.first { $0.postScriptName == stem } ?? fonts[0]
        }
        let bold = weight.isBold
        let condensed = width.isCondensed && design != .monospaced
        let stem: String
        switch design {
        case .default, .rounded:
            stem = "DejaVuSansCondensed" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
        case .serif:
            let base = condensed ? "DejaVuSerifCondensed" : "DejaVuSerif"
            stem = base + (bold ? (italic ? "-BoldItalic" : "-Bold") : (italic ? "-Italic" : ""))
        case .monospaced:
            stem = "DejaVuSansMono" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
        }
        return dejaVu(stem)
    }

    /// The face whose line metrics the rounded design's Manjari takes: Inter in the same weight,
    /// style and cut (the default design's face).
    static func lineMetricsFace(
        forRounded font: RegisteredFont, weight: FontWeight, italic: Bool, size: Double, monospacedDigits: Bool
    ) -> RegisteredFont {
        systemFont(
            design: .default, weight: weight, italic: italic, width: .standard, size: size,
            monospacedDigits: monospacedDigits)
    }

    private static func dejaVu(_ stem: String) -> RegisteredFont {
        fonts.first { $0.postScriptName == stem } ?? fonts[0]
    }

    /// The fallback faces after the primary one, in order: DejaVu Sans in the same style,
    /// DejaVu Sans Book, DejaVu Serif Book (arrows such as ⤵), DejaVu Math TeX Gyre, Noto Color Emoji,
    /// then Noto Sans CJK JP, Noto Sans Thai and Noto Sans Devanagari in the nearest weight (Regular or Bold).
    static func fallbacks(weight: FontWeight, italic: Bool) -> [RegisteredFont] {
        let bold = weight.isBold
        let suffix = bold ? "-Bold" : "-Regular"
        return [
            dejaVu("DejaVuSans" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))),
            dejaVu("DejaVuSans"),
            dejaVu("DejaVuSerif"),
            math,
            emoji,
            script("NotoSansCJKjp-Subset" + suffix),
            script("NotoSansThai" + suffix),
            script("NotoSansDevanagari" + suffix),
        ]
    }

    static let math: RegisteredFont = fonts.first { $0.path == mathFileName }!
    static let emoji: RegisteredFont = fonts.first { $0.path == emojiFileName }!

    private static func script(_ stem: String) -> RegisteredFont {
        fonts.first { $0.postScriptName == stem }!
    }

    // MARK: Tracking

    /// SF Pro's size-specific tracking in 1/1000 em, as Apple's Human Interface Guidelines
    /// publish it for SF Pro Text (6–19 pt) and SF Pro Display (20–79 pt); sizes between listed
    /// ones take the value of the next smaller listed size, 80 pt and larger get none.
    private static let textTracking: [(size: Int, value: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24),
    ]
    private static let displayTracking: [(size: Int, value: Int)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
        (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The tracking in points iOS applies to the system font at `size` points, applied here to the
    /// Inter faces that stand in for SF Pro.
    static func systemTracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let table = size >= displayCutMinimumSize ? displayTracking : textTracking
        let whole = Int(size.rounded(.down))
        let value = table.last { $0.size <= whole }?.value ?? table[0].value
        return size * Double(value) / 1000
    }
}
