import Foundation

/// Reads colour sets (`Name.colorset/Contents.json`) from the `.xcassets` catalogues of a bundle, as
/// `Color("Name", bundle:)` does on iOS; the file format is `ColorSetContents`'s.
enum ColorAssetCatalog {
    /// A colour set's appearances.
    typealias ColorSet = ColorSetContents

    /// Why a colour could not be found or read.
    enum Failure: Error, Sendable {
        case missing(searched: [String])
        case malformed(path: String, reason: String)
    }

    private static let cache = LockedCache()

    /// `Color.Storage.named` carries the bundle path after a NUL.
    static func storageKey(_ name: String, bundle: Bundle?) -> String {
        guard let bundle else { return name }
        return name + "\u{0}" + (bundle.resourcePath ?? bundle.bundlePath)
    }

    static func split(_ key: String) -> (name: String, bundlePath: String?) {
        guard let index = key.firstIndex(of: "\u{0}") else { return (key, nil) }
        return (String(key[..<index]), String(key[key.index(after: index)...]))
    }

    /// The error for an unknown or unreadable colour named by a storage key.
    static func error(forKey key: String) -> ImageError {
        let (name, bundlePath) = split(key)
        switch colorSet(named: name, bundlePath: bundlePath) {
        case .failure(.malformed(let path, let reason)):
            return .unreadableColor(name: name, path: path, reason: reason)
        case .failure(.missing(let searched)):
            return .missingColor(name: name, searched: (searched.isEmpty ? directories(for: bundlePath) : searched).joined(separator: ", "))
        case .success:
            return .missingColor(name: name, searched: "ColorRegistry.shared")
        }
    }

    /// The directories searched for `bundle` (nil: the main bundle).
    ///
    /// An app's asset catalogue sits in its main bundle. A Swift package has no app bundle: its catalogues are
    /// resources of targets, which SwiftPM copies into resource bundles beside the executable
    /// (`Package_Target.resources` on Linux, `Package_Target.bundle` on macOS). So for the main bundle those
    /// bundles are searched too, in name order, after the main bundle's own folders.
    static func directories(for bundlePath: String?) -> [String] {
        let directory = bundlePath ?? (Bundle.main.resourcePath ?? Bundle.main.bundlePath)
        var folders = [directory, directory + "/Resources"]
        if directory.hasSuffix("/Resources") { folders.append(String(directory.dropLast("/Resources".count))) }
        if bundlePath == nil {
            let executableFolder = Bundle.main.bundlePath
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: executableFolder)) ?? []).sorted()
            for entry in entries where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                let bundle = executableFolder + "/" + entry
                folders.append(bundle)
                folders.append(bundle + (entry.hasSuffix(".bundle") ? "/Contents/Resources" : "/Resources"))
            }
        }
        return folders
    }

    /// The colour set `name` from the catalogues in `bundlePath` (nil: the main bundle).
    static func colorSet(named name: String, bundlePath: String?) -> Result<ColorSet, Failure> {
        let key = (bundlePath ?? "<main>") + "\u{0}" + name
        if let cached = cache.get(key) { return cached }
        let result = load(named: name, bundlePath: bundlePath)
        cache.set(key, result)
        return result
    }

    private static func load(named name: String, bundlePath: String?) -> Result<ColorSet, Failure> {
        var searched: [String] = []
        for folder in directories(for: bundlePath) {
            let catalogues = AssetCatalogSearch.catalogues(in: folder)
            for catalogue in catalogues {
                let root = folder + "/" + catalogue
                searched.append(root)
                // Colour sets may sit in groups (folders) inside the catalogue.
                guard let path = AssetCatalogSearch.find(name + ".colorset", under: root) else { continue }
                return parse(path + "/Contents.json")
            }
            if catalogues.isEmpty { searched.append(folder) }
        }
        return .failure(.missing(searched: searched))
    }

    static func parse(_ path: String) -> Result<ColorSet, Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.malformed(path: path, reason: "the file cannot be read"))
        }
        return parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) -> Result<ColorSet, Failure> {
        do {
            return .success(try ColorSetContents.parse(data))
        } catch {
            return .failure(.malformed(path: path, reason: error.description))
        }
    }

    /// A small thread-safe cache of parsed colour sets.
    final class LockedCache: @unchecked Sendable {
        private let lock = NSLockShim()
        private var values: [String: Result<ColorSet, Failure>] = [:]
        func get(_ key: String) -> Result<ColorSet, Failure>? { lock.withLock { values[key] } }
        func set(_ key: String, _ value: Result<ColorSet, Failure>) { lock.withLock { values[key] = value } }
    }
}
