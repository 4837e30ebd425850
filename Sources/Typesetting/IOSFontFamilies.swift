/// iOS's own font families that apps name with `Font.custom` (Arial, Helvetica, Helvetica Neue, Times New Roman,
/// Courier New, Menlo…) and the bundled free faces that draw them.
///
/// Apple's font files cannot be shipped. Where a free face with the same advance widths exists it stands in:
/// Liberation Sans, Serif and Mono 2 (`fonts-liberation2`, SIL OFL 1.1) have Arial's, Times New Roman's and
/// Courier New's widths by design (and Arial has Helvetica's); DejaVu Sans Mono, already bundled, is the face
/// Menlo was drawn from (same 0.602 em advance). Regular and bold files are bundled; italics are slanted.
/// Families without a free metric-compatible face (Georgia, Palatino, Futura, Gill Sans, Avenir Next…) draw in
/// the system font with a diagnostic that says so (`docs/FIDELITY.md`, "iOS font families").
enum IOSFontFamilies {
    static let package = "fonts-liberation2"

    /// The bundled Liberation faces, in a fixed order.
    static let faces: [RegisteredFont] = {
        var list: [RegisteredFont] = []
        for family in ["Sans", "Serif", "Mono"] {
            for (style, weight) in [("Regular", FontWeight.regular), ("Bold", .bold)] {
                let stem = "Liberation" + family + "-" + style
                list.append(
                    RegisteredFont(
                        path: stem + ".ttf", faceIndex: 0, familyName: "Liberation " + family, styleName: style,
                        postScriptName: stem, weight: weight, isItalic: false, isCondensed: false, package: package))
            }
        }
        return list
    }()

    /// The stand-in family for an iOS family name, by lowercased family name.
    private static let families: [String: String] = [
        "arial": "Liberation Sans",
        "helvetica": "Liberation Sans",
        "helvetica neue": "Liberation Sans",
        "times new roman": "Liberation Serif",
        "times": "Liberation Serif",
        "courier new": "Liberation Mono",
        "courier": "Liberation Mono",
        "menlo": "DejaVu Sans Mono",
    ]

    /// iOS's PostScript names of those families' regular and bold faces (what `UIFont.fontNames(forFamilyName:)`
    /// lists and apps paste into `Font.custom`), lowercased, with their family and weight.
    private static let postScriptNames: [String: (family: String, weight: FontWeight)] = [
        "arialmt": ("arial", .regular), "arial-boldmt": ("arial", .bold),
        "helvetica-bold": ("helvetica", .bold), "helvetica-light": ("helvetica", .light),
        "helveticaneue": ("helvetica neue", .regular), "helveticaneue-bold": ("helvetica neue", .bold),
        "helveticaneue-medium": ("helvetica neue", .medium), "helveticaneue-light": ("helvetica neue", .light),
        "timesnewromanpsmt": ("times new roman", .regular), "timesnewromanps-boldmt": ("times new roman", .bold),
        "times-roman": ("times", .regular), "times-bold": ("times", .bold),
        "couriernewpsmt": ("courier new", .regular), "couriernewps-boldmt": ("courier new", .bold),
        "courier-bold": ("courier", .bold),
        "menlo-regular": ("menlo", .regular), "menlo-bold": ("menlo", .bold),
    ]

    /// iOS families no bundled face matches in width: they draw in the system font, with a diagnostic.
    static let withoutStandIn: Set<String> = [
        "georgia", "palatino", "futura", "gill sans", "avenir", "avenir next", "avenir next condensed",
        "baskerville", "didot", "optima", "american typewriter", "hoefler text", "verdana", "trebuchet ms",
        "chalkboard se", "noteworthy", "marker felt", "copperplate", "rockwell", "papyrus", "savoye let",
        "snell roundhand", "zapfino", "bradley hand", "chalkduster", "party let", "kailasa", "cochin",
        "charter", "iowan old style", "sf pro", "sf pro text", "sf pro display", "new york", "sf mono",
    ]

    /// The bundled family and weight that draw the iOS font `name` (a family or PostScript name, any case), or
    /// `nil` when `name` is not one of the families above.
    static func standIn(for name: String) -> (family: String, weight: FontWeight?)? {
        let key = name.lowercased()
        if let family = families[key] { return (family, nil) }
        if let face = postScriptNames[key], let family = families[face.family] { return (family, face.weight) }
        return nil
    }

    /// Whether `name` is an iOS family (or one of its faces, `Georgia-Bold`, `AvenirNext-Medium`) that Darkroom has
    /// no metric-compatible face for.
    static func isIOSFamilyWithoutStandIn(_ name: String) -> Bool {
        func compact(_ text: some StringProtocol) -> String { text.lowercased().filter { $0 != " " } }
        let family = compact(name.split(separator: "-").first ?? Substring(name))
        return withoutStandIn.contains { compact($0) == family }
    }
}
