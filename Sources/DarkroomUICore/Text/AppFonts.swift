import Foundation
import Typesetting

/// Why an app font could not be registered: names the file or bundle and what to do.
public enum AppFontError: Error, Equatable, CustomStringConvertible {
    /// A font file could not be read or is not a font (the underlying message names which).
    case unreadableFont(path: String, reason: String)
    /// A `UIAppFonts` entry names a file the bundle does not hold.
    case missingAppFont(name: String, bundle: String)

    public var description: String {
        switch self {
        case .unreadableFont(let path, let reason):
            return "The font file \(path) could not be registered: \(reason)"
        case .missingAppFont(let name, let bundle):
            return "UIAppFonts lists \"\(name)\", but the bundle \(bundle) has no such resource; add the file to the "
                + "target's resources (`resources: [.process(\"Fonts\")]` or `.copy`) or fix the name in Info.plist."
        }
    }
}

extension Font {
    /// Registers the fonts in the file at `url` (`.ttf`, `.otf`, `.ttc`) so `Font.custom(_:size:)` finds them by
    /// family or PostScript name, as `CTFontManagerRegisterFontsForURL` does for an app on iOS. Returns the
    /// PostScript names of the faces the file holds. Registering a file twice is harmless.
    @discardableResult
    public static func registerFont(at url: URL) throws(AppFontError) -> [String] {
        do {
            return try FontRegistry.shared.registerFont(at: url.path).map(\.postScriptName)
        } catch {
            throw .unreadableFont(path: url.path, reason: error.description)
        }
    }

    /// Registers every font file that `bundle`'s Info.plist lists under `UIAppFonts` (names relative to the bundle's
    /// resources, as iOS reads them); a bundle without the key registers nothing. Returns the PostScript names of the
    /// registered faces, in the order listed.
    @discardableResult
    public static func registerAppFonts(in bundle: Bundle) throws(AppFontError) -> [String] {
        var registered: [String] = []
        for name in appFontNames(in: bundle) {
            let resource = name as NSString
            guard let url = bundle.url(forResource: resource.deletingPathExtension, withExtension: resource.pathExtension) else {
                throw .missingAppFont(name: name, bundle: bundle.bundlePath)
            }
            registered += try registerFont(at: url)
        }
        return registered
    }

    /// The `UIAppFonts` entries of `bundle`: from its info dictionary, or from an `Info.plist` resource (SwiftPM
    /// resource bundles on Linux have no info dictionary of their own).
    static func appFontNames(in bundle: Bundle) -> [String] {
        if let names = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String] { return names }
        guard let url = bundle.url(forResource: "Info", withExtension: "plist"), let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [] }
        return plist["UIAppFonts"] as? [String] ?? []
    }
}
