import Foundation
import Typesetting

/// An icon font (or, for type, a text face) that stands in for SF Symbols, bundled with Darkroom (`Sources/DarkroomFonts/Fonts`) and checked
/// against its pinned SHA-256 when first registered. A bundled file that is missing or differs makes every
/// `Image(systemName:)` drawn from the fonts an error naming the file (``loadError``).
enum SymbolFont: Hashable, Sendable {
    /// Material Icons (Debian `fonts-material-design-icons-iconfont`, Apache License 2.0, © Google): glyphs drawn on
    /// a 24-unit grid inside a 2-unit margin.
    case material
    /// Font Awesome 4.7 (Debian `fonts-font-awesome`, SIL Open Font License 1.1, © Dave Gandy).
    case fontAwesome
    /// Liberation Sans Bold (Debian `fonts-liberation2`, SIL Open Font License 1.1): the digits, letters and signs
    /// of `1.circle`, `a.square.fill`, `divide`, `equal`, `wonsign.circle.fill`, which SF Symbols draws as type.
    case lettering

    /// The font file's name.
    var fileName: String {
        switch self {
        case .material: "MaterialIcons-Regular.ttf"
        case .fontAwesome: "fontawesome-webfont.ttf"
        case .lettering: "LiberationSans-Bold.ttf"
        }
    }

    /// The Debian package the bundled file was taken from.
    var debianPackage: String {
        switch self {
        case .material: "fonts-material-design-icons-iconfont"
        case .fontAwesome: "fonts-font-awesome"
        case .lettering: "fonts-liberation2"
        }
    }

    /// The share of the glyph's em box left empty on each side when it is fitted into the symbol's box: Material's
    /// 24-unit grid keeps a 2-unit margin, so one unit of it is cropped to bring the drawing near SF's size.
    var margin: CGFloat {
        switch self {
        case .material: 1.0 / 24
        case .fontAwesome, .lettering: 0
        }
    }

    /// The font's family name (the lettering face's PostScript name) once registered, or nil when its bundled file could not be registered.
    var family: String? {
        try? registration.get()
    }

    /// Why a bundled symbol font could not be registered (missing, or not the pinned file), if one could not.
    static var loadError: FontError? {
        for font in [SymbolFont.material, .fontAwesome, .lettering] {
            if case .failure(let error) = font.registration { return error }
        }
        return nil
    }

    private var registration: Result<String, FontError> {
        switch self {
        case .material: Self.materialFamily
        case .fontAwesome: Self.fontAwesomeFamily
        case .lettering: Self.letteringFamily
        }
    }

    private static let materialFamily = register(.material)
    private static let fontAwesomeFamily = register(.fontAwesome)
    private static let letteringFamily = register(.lettering)

    private static func register(_ font: SymbolFont) -> Result<String, FontError> {
        Result { () throws(FontError) -> String in
            let faces = try FontRegistry.shared.registerBundledFont(named: font.fileName, package: font.debianPackage)
            guard let face = faces.first else {
                throw FontError.invalidFontFile(path: font.fileName, freeTypeError: -1)
            }
            // The lettering face is named by its PostScript name: its family also has the regular face (Arial's
            // stand-in), and a family name would pick whichever the text engine prefers.
            return font == .lettering ? face.postScriptName : face.familyName
        }
    }
}
