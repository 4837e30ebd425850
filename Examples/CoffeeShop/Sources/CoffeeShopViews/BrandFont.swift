import Foundation
#if canImport(CoreText)
import CoreText
#endif

/// The shop's display face, Lobster Two Bold Italic (SIL Open Font License 1.1, `Resources/Fonts`).
public enum BrandFont {
    /// The PostScript name `Font.custom(_:size:)` finds the face by.
    public static let name = "LobsterTwo-BoldItalic"

    /// Why the face could not be registered.
    public struct Missing: Error, CustomStringConvertible {
        public let bundlePath: String
        public var description: String { "\(BrandFont.name).otf is not in the resource bundle \(bundlePath)" }
    }

    /// Registers the face from the module's resources, as an app's Info.plist `UIAppFonts` entry does on iOS.
    /// Registering twice is harmless.
    public static func register() throws {
        let bundle = Bundle.module
        guard
            let url = bundle.url(forResource: name, withExtension: "otf")
                ?? bundle.url(forResource: name, withExtension: "otf", subdirectory: "Fonts")
        else {
            throw Missing(bundlePath: bundle.bundlePath)
        }
        #if canImport(CoreText)
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        #else
        try Font.registerFont(at: url)
        #endif
    }
}
