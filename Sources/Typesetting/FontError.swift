/// Why a font could not be resolved or loaded. Every case names the file or name involved and
/// what to do.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A font file bundled with Darkroom (`Sources/DarkroomFonts/Fonts`) is not in the resource bundle.
    case missingBundledFontFile(path: String, expectedSHA256: String)
    /// A bundled font file's bytes are not the pinned ones: its SHA-256 is not the manifest's.
    case bundledFontChecksumMismatch(path: String, expectedSHA256: String, actualSHA256: String)
    /// A font file path (registered or requested) does not exist or cannot be read.
    case missingFontFile(path: String)
    /// A file exists but FreeType cannot open it as a font.
    case invalidFontFile(path: String, freeTypeError: Int32)
    /// `FontDescriptor.custom(name)` names no registered family or PostScript name.
    case unknownFontName(String, available: [String])
    /// FreeType itself failed to initialise.
    case freeTypeUnavailable(code: Int32)

    public var description: String {
        switch self {
        case .missingBundledFontFile(let path, let expected):
            return "Bundled font file \(path) is missing (expected SHA-256 \(expected)); Darkroom draws only with the "
                + "font files it ships (Sources/DarkroomFonts/Fonts): restore the file from the repository and rebuild."
        case .bundledFontChecksumMismatch(let path, let expected, let actual):
            return "Bundled font file \(path) has SHA-256 \(actual), expected \(expected); the file is not the one "
                + "Darkroom pins (Sources/DarkroomFonts/Fonts): restore it from the repository and rebuild."
        case .missingFontFile(let path):
            return "Font file \(path) does not exist or cannot be read; check the path passed to FontRegistry.registerFont(at:)."
        case .invalidFontFile(let path, let code):
            return "Font file \(path) is not a font FreeType can open (FreeType error \(code)); use a .ttf, .otf or .ttc file."
        case .unknownFontName(let name, let available):
            return "No font named \"\(name)\" is registered; register its .ttf/.otf file with "
                + "FontRegistry.registerFont(at:) (known families: \(available.joined(separator: ", ")))."
        case .freeTypeUnavailable(let code):
            return "FreeType could not be initialised (error \(code)); is libfreetype6 installed?"
        }
    }
}
