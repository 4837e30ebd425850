import Foundation
import Typesetting

/// An icon font that stands in for SF Symbols, found at its Debian path (or in `DARKROOM_FONT_PATH`). Without the
/// font its glyphs fall back to the other font's glyph for the name, else to a composite or the placeholder.
enum SymbolFont: Hashable, Sendable {
    /// Material Icons (Debian `fonts-material-design-icons-iconfont`, Apache License 2.0, © Google): glyphs drawn on
    /// a 24-unit grid inside a 2-unit margin.
    case material
    /// Font Awesome 4.7 (Debian `fonts-font-awesome`, SIL Open Font License 1.1, © Dave Gandy).
    case fontAwesome

    /// The font file's name.
    var fileName: String {
        switch self {
        case .material: "MaterialIcons-Regular.ttf"
        case .fontAwesome: "fontawesome-webfont.ttf"
        }
    }

    /// The directories searched after `DARKROOM_FONT_PATH`, in order.
    var searchDirectories: [String] {
        switch self {
        case .material: ["/usr/share/fonts/truetype/material-design-icons-iconfont"]
        case .fontAwesome: ["/usr/share/fonts/truetype/font-awesome", "/usr/share/fonts-font-awesome/fonts"]
        }
    }

    /// The Debian package that installs the font.
    var debianPackage: String {
        switch self {
        case .material: "fonts-material-design-icons-iconfont"
        case .fontAwesome: "fonts-font-awesome"
        }
    }

    /// The share of the glyph's em box left empty on each side when it is fitted into the symbol's box: Material's
    /// 24-unit grid keeps a 2-unit margin, so one unit of it is cropped to bring the drawing near SF's size.
    var margin: CGFloat {
        switch self {
        case .material: 1.0 / 24
        case .fontAwesome: 0
        }
    }

    /// The font's family name once registered, or nil when the font file is not installed.
    var family: String? {
        switch self {
        case .material: Self.materialFamily
        case .fontAwesome: Self.fontAwesomeFamily
        }
    }

    private static let materialFamily = register(.material)
    private static let fontAwesomeFamily = register(.fontAwesome)

    private static func register(_ font: SymbolFont) -> String? {
        let extra = (ProcessInfo.processInfo.environment[FontRegistry.fontPathEnvironmentVariable] ?? "")
            .split(separator: ":").map(String.init)
        for directory in extra + font.searchDirectories {
            let path = directory + "/" + font.fileName
            guard FileManager.default.fileExists(atPath: path),
                  let faces = try? FontRegistry.shared.registerFont(at: path), let face = faces.first else { continue }
            return face.familyName
        }
        return nil
    }
}
