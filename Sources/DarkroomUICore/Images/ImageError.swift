import Foundation

/// Why an `Image` could not be drawn; thrown by `ImageRenderer.render()` and listed in inspection diagnostics.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No PNG named `name` (`name.png`, `name@2x.png`, `name@3x.png`) in the searched places.
    case missing(name: String, searched: String)
    /// `Image(systemName:)`: SF Symbols are Apple's and do not exist here.
    case systemSymbol(String)
    /// The file exists but is not a readable PNG.
    case unreadable(path: String, reason: String)
    /// `Color("Name")`: no colour set of that name in the catalogues searched, nor in `ColorRegistry.shared`.
    case missingColor(name: String, searched: String)
    /// A colour set's `Contents.json` could not be read.
    case unreadableColor(name: String, path: String, reason: String)
    /// `Image(systemName:)` with strict symbols on: the symbol has no registered or shipped artwork.
    case unregisteredSymbol(String)
    /// A strings table (`.xcstrings`, `.strings`, `.stringsdict`) `Text` looked a key up in could not be read.
    case unreadableStrings(LocalizationError)
    /// `Image(systemName:)`: a bundled symbol font is missing or is not the pinned file.
    case symbolFont(String, reason: String)

    public var description: String {
        switch self {
        case .missing(let name, let searched):
            return
                "No image named '\(name)' found: searched \(searched). Add \(name).png (or @2x/@3x variants) or an image set \(name).imageset in an asset catalogue to the bundle's resources, pass the right bundle (Image(\"\(name)\", bundle: .module)), or supply it through EnvironmentValues.imageSource."
        case .systemSymbol(let name):
            return
                "Image(systemName: \"\(name)\"): SF Symbols are not available in Darkroom (they ship only with Apple platforms); use Image(_:bundle:) with a PNG of the symbol or Image(bitmap:)."
        case .unreadable(let path, let reason):
            return "The image file \(path) could not be read: \(reason)"
        case .missingColor(let name, let searched):
            return
                "No color named '\(name)' found: searched the asset catalogues (*.xcassets/\(name).colorset) in \(searched) and ColorRegistry.shared. Add the colour set to the bundle's asset catalogue, pass the right bundle (Color(\"\(name)\", bundle: .module)), or register it with ColorRegistry.shared.register."
        case .unreadableColor(let name, let path, let reason):
            return "The color set '\(name)' at \(path) could not be read: \(reason)."
        case .unreadableStrings(let error):
            return "A strings table could not be read: \(error)."
        case .symbolFont(let name, let reason):
            return "Image(systemName: \"\(name)\"): \(reason)"
        case .unregisteredSymbol(let name):
            return
                "Image(systemName: \"\(name)\"): no artwork is registered or shipped for this SF Symbol, and strict symbols are on (DARKROOM_STRICT_SYMBOLS=1 or SymbolRegistry.shared.isStrict). Register artwork with SymbolRegistry.shared.register(_:bitmap:) or turn strict symbols off to draw a placeholder."
        }
    }
}
