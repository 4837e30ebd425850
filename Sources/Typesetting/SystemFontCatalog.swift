/// The built-in faces, bundled files (``BundledFonts``): Inter 4.1's variable font (`fonts-inter`, Debian 13) for
/// the default design, Manjari (`fonts-smc-manjari`) for the rounded design, DejaVu (`fonts-dejavu-core` /
/// `fonts-dejavu-extra`) for serif, monospaced, condensed and as the fallback for characters Inter or Manjari
/// lack, and Noto Color Emoji (`fonts-noto-color-emoji`).
///
/// Inter plays SF Pro: one variable font (weight 100–900, optical size 14–32) drawn at SwiftUI's weight and at
/// an optical size that follows the point size as SF Pro's does (Text at 17 pt and below, Display from 28 pt,
/// interpolated between), with a tracking per point size; both were derived from measured SF Pro widths
/// (`scripts/measure-text-widths.py`, `docs/FIDELITY.md`, "Text widths"). Manjari plays SF Pro Rounded: a
/// rounded-terminal sans whose widths come closest to SF's among Debian's rounded faces (see
/// `docs/FIDELITY.md`, "Fonts").
enum SystemFontCatalog {
    static let core = "fonts-dejavu-core"
    static let extra = "fonts-dejavu-extra"
    static let interPackage = "fonts-inter"
    static let interFileName = "InterVariable.ttf"
    static let interItalicFileName = "InterVariable-Italic.ttf"
    static let roundedPackage = "fonts-smc-manjari"
    static let roundedFamily = "Manjari"
    static let emojiPackage = "fonts-noto-color-emoji"
    static let emojiFileName = "NotoColorEmoji.ttf"
    static let mathFileName = "DejaVuMathTeXGyre.ttf"

    /// Inter's optical size standing in for SF Pro Text (the system font at 17 pt and below) and for SF Pro
    /// Display (28 pt and up): the values whose widths, with the tracking below, come closest to SF's
    /// (`scripts/measure-text-widths.py`).
    static let textOpticalSize = 28.0
    static let displayOpticalSize = 32.0

    /// The optical size Inter is drawn at for the system font at `size` points: SF Pro's optical size runs
    /// from 17 (Text) to 28 (Display) with the point size; Inter's follows it from ``textOpticalSize`` to
    /// ``displayOpticalSize``, in tenths.
    static func opticalSize(size: Double) -> Double {
        guard size.isFinite else { return textOpticalSize }
        let share = min(1, max(0, (28 - size) / 11))
        return ((displayOpticalSize + (textOpticalSize - displayOpticalSize) * share) * 10).rounded() / 10
    }

    /// Inter's weights: PostScript-style stem, style name, SwiftUI weight (`ultraLight` is Inter's Thin) and
    /// the `wght` axis value.
    private static let interWeights: [(stem: String, style: String, weight: FontWeight, wght: Double)] = [
        ("Thin", "Thin", .ultraLight, 100),
        ("ExtraLight", "Extra Light", .thin, 200),
        ("Light", "Light", .light, 300),
        ("Regular", "Regular", .regular, 400),
        ("Medium", "Medium", .medium, 500),
        ("SemiBold", "Semi Bold", .semibold, 600),
        ("Bold", "Bold", .bold, 700),
        ("ExtraBold", "Extra Bold", .heavy, 800),
        ("Black", "Black", .black, 900),
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

    /// The PostScript name of an Inter instance (`Inter-Bold`, `InterDisplay-SemiBoldItalic`), as Inter's
    /// static files name theirs: `Font.custom` finds the instances by these names and by family and style.
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
                    list.append(
                        RegisteredFont(
                            path: italic ? interItalicFileName : interFileName, faceIndex: 0,
                            familyName: display ? "Inter Display" : "Inter",
                            styleName: style, postScriptName: stem, weight: entry.weight, isItalic: italic,
                            isCondensed: false, package: interPackage,
                            variations: [
                                FontVariation(tag: "wght", value: entry.wght),
                                FontVariation(tag: "opsz", value: display ? displayOpticalSize : textOpticalSize),
                            ]))
                }
            }
        }
        for entry in roundedWeights {
            list.append(
                RegisteredFont(
                    path: roundedFamily + "-" + entry.stem + ".otf", faceIndex: 0, familyName: roundedFamily,
                    styleName: entry.stem, postScriptName: roundedFamily + "-" + entry.stem, weight: entry.weight,
                    isItalic: false, isCondensed: false, package: roundedPackage))
        }
        func add(
            _ stem: String, _ family: String, _ style: String, _ weight: FontWeight, italic: Bool,
            condensed: Bool = false, package: String
        ) {
            list.append(
                RegisteredFont(
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
        list.append(
            RegisteredFont(
                path: mathFileName, faceIndex: 0, familyName: "DejaVu Math TeX Gyre", styleName: "Regular",
                postScriptName: "DejaVuMathTeXGyre-Regular", weight: .regular, isItalic: false, isCondensed: false,
                package: extra))
        list.append(
            RegisteredFont(
                path: emojiFileName, faceIndex: 0, familyName: "Noto Color Emoji", styleName: "Regular",
                postScriptName: "NotoColorEmoji", weight: .regular, isItalic: false, isCondensed: false,
                package: emojiPackage))
        // The script faces, after every other (they only draw what no other face has).
        for (stem, family, weight, package) in scriptFaces {
            list.append(
                RegisteredFont(
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
            let stem = interStem(display: false, weight: weight, italic: italic)
            var font = fonts.first { $0.postScriptName == stem } ?? fonts[0]
            font.variations = font.variations.map { setting in
                setting.tag == "opsz" ? FontVariation(tag: "opsz", value: opticalSize(size: size)) : setting
            }
            return font
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

    /// The tracking Darkroom adds after every character of the system font, in 1/1000 em per point size
    /// (sizes between listed ones take the next smaller listed size's value; 80 pt and larger the last):
    /// Apple's HIG tracking for SF Pro at that size plus the correction that makes Inter's widths those of SF
    /// Pro on measured UI strings (`scripts/measure-text-widths.py --table` prints this table; at 11–34 pt the
    /// mean error over its strings is within ±0.1 %, docs/FIDELITY.md, "Text widths").
    private static let tracking: [(size: Int, value: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -25), (20, -24), (21, -20), (22, -14), (23, -7), (24, 0), (25, 2), (26, 4),
        (27, 6), (28, 9), (29, 9), (30, 9), (31, 8), (32, 8), (33, 7), (34, 7), (35, 6), (36, 5), (37, 5), (38, 5),
        (39, 5), (40, 5), (41, 4), (42, 4), (43, 4), (44, 3), (45, 3), (46, 3), (47, 3), (48, 3), (49, 2), (50, 2),
        (51, 2), (52, 1), (53, 1), (54, 1), (56, 1), (58, 0), (60, -1), (62, -1), (64, -1), (66, -2), (68, -3),
        (70, -3), (72, -3), (76, -4), (78, -5), (80, -5),
    ]

    /// The tracking in points the system font gets at `size` points (Inter and Manjari, standing in for SF Pro
    /// and SF Pro Rounded).
    static func systemTracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let whole = Int(min(size, 1000).rounded(.down))
        let value = tracking.last { $0.size <= whole }?.value ?? tracking[0].value
        return size * Double(value) / 1000
    }
}
