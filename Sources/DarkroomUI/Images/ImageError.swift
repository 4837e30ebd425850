import Foundation

/// Why an `Image` could not be drawn; thrown by `ImageRenderer.render()` and listed in inspection diagnostics.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No PNG named `name` (`name.png`, `name@2x.png`, `name@3x.png`) in the searched places.
    case missing(name: String, searched: String)
    /// `Image(systemName:)`: SF Symbols are Apple's and do not exist here.
    case systemSymbol(String)
    /// The file exists but is not a readable PNG.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let name, let searched):
            return "No image named '\(name)' found in \(searched). Add \(name).png (or @2x/@3x variants) to the bundle's resources, or supply it through EnvironmentValues.imageSource."
        case .systemSymbol(let name):
            return "Image(systemName: \"\(name)\"): SF Symbols are not available in Darkroom (they ship only with Apple platforms); use Image(_:bundle:) with a PNG of the symbol or Image(bitmap:)."
        case .unreadable(let path, let reason):
            return "The image file \(path) could not be read: \(reason)"
        }
    }
}
