/// Why a font could not be resolved or loaded. Every case names the file or name involved and
/// what provides it.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A built-in font file was not found in any search directory.
    case missingSystemFontFile(fileName: String, package: String, searched: [String])
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
        case .missingSystemFontFile(let fileName, let package, let searched):
            return "Font file \(fileName) was not found in \(searched.joined(separator: ", ")); "
                + "install the Debian package \(package) (apt-get install \(package)) or add a directory "
                + "holding it with FontRegistry.addFontDirectory(_:) or \(FontRegistry.fontPathEnvironmentVariable)."
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
