import DeterministicMath
import Foundation

/// Reads colour sets (`Name.colorset/Contents.json`) from the `.xcassets` catalogues of a bundle, as
/// `Color("Name", bundle:)` does on iOS: sRGB and Display P3 components (floats, 0–255 integers or hex),
/// light and dark appearances.
enum ColorAssetCatalog {
    /// A colour set's light and (optional) dark colour.
    struct ColorSet: Sendable {
        var light: ResolvedColor
        var dark: ResolvedColor?
    }

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
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return .failure(.malformed(path: path, reason: "it is not a JSON object"))
        }
        guard let entries = json["colors"] as? [[String: Any]], !entries.isEmpty else {
            return .failure(.malformed(path: path, reason: "it has no \"colors\" array"))
        }
        var light: ResolvedColor?
        var dark: ResolvedColor?
        for entry in entries {
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
            switch parseColor(color) {
            case .success(let c):
                if luminosity == "dark" { dark = c } else if luminosity == nil || luminosity == "light" { if light == nil || luminosity == nil { light = c } }
            case .failure(let reason):
                return .failure(.malformed(path: path, reason: reason))
            }
        }
        guard let light = light ?? dark else {
            return .failure(.malformed(path: path, reason: "no universal or iPhone colour entry"))
        }
        return .success(ColorSet(light: light, dark: dark))
    }

    private enum ParseResult { case success(ResolvedColor), failure(String) }

    private static func parseColor(_ color: [String: Any]) -> ParseResult {
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        guard let components = color["components"] as? [String: Any] else { return .failure("a colour has no \"components\"") }
        func component(_ key: String, default value: Double? = nil) -> Double? {
            guard let raw = components[key] else { return value }
            if let number = raw as? Double { return number <= 1 && !(raw is Int) ? number : number / 255 }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
            if text.contains("."), let v = Double(text) { return v }
            if let v = Int(text) { return Double(v) / 255 }
            return nil
        }
        if space == "gray-gamma-22" || space == "extended-gray" {
            guard let white = component("white"), let alpha = component("alpha", default: 1) else { return .failure("a grey colour has unreadable components") }
            return .success(ResolvedColor(red: white, green: white, blue: white, opacity: alpha))
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue"), let a = component("alpha", default: 1),
              [r, g, b, a].allSatisfy(\.isFinite) else {
            return .failure("a colour's red/green/blue/alpha components are missing or unreadable")
        }
        if space == "display-p3" {
            let (sr, sg, sb) = displayP3ToSRGB(r, g, b)
            return .success(ResolvedColor(red: sr, green: sg, blue: sb, opacity: a))
        }
        return .success(ResolvedColor(red: r, green: g, blue: b, opacity: a))
    }

    /// Display P3 → sRGB (both with the sRGB transfer curve), clamped to the sRGB gamut.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : DMath.pow((v + 0.055) / 1.055, 2.4) }
        func encode(_ v: Double) -> Double { let c = min(max(v, 0), 1); return c <= 0.0031308 ? 12.92 * c : 1.055 * DMath.pow(c, 1 / 2.4) - 0.055 }
        let lr = linear(r), lg = linear(g), lb = linear(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000000 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }

    /// A small thread-safe cache of parsed colour sets.
    final class LockedCache: @unchecked Sendable {
        private let lock = NSLockShim()
        private var values: [String: Result<ColorSet, Failure>] = [:]
        func get(_ key: String) -> Result<ColorSet, Failure>? { lock.withLock { values[key] } }
        func set(_ key: String, _ value: Result<ColorSet, Failure>) { lock.withLock { values[key] = value } }
    }
}
