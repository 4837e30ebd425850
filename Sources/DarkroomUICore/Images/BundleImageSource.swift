import Foundation
import Rasterizer

/// Finds `name.png`, `name@2x.png` and `name@3x.png`, or an image set `name.imageset` in one of the bundle's
/// `*.xcassets` catalogues (also inside groups), in a bundle's resources (a target's `Bundle.module`, also under
/// `Resources/`), and picks the variant for the render scale: the smallest file scale at least the render scale,
/// else the largest. An image set's `Contents.json` names the PNG files, their scales (1x/2x/3x) and their
/// appearances: in dark mode a `luminosity: dark` file wins over the default one.
public struct BundleImageSource: ImageSource {
    /// The directory searched (the bundle's resource path and its `Resources` subdirectory).
    public let directory: String

    /// A source reading `bundle`'s resources.
    public init(bundle: Bundle) {
        directory = bundle.resourcePath ?? bundle.bundlePath
    }

    /// A source reading PNGs from a directory.
    public init(directory: String) {
        self.directory = directory
    }

    public func bitmap(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)? {
        try? load(named: name, scale: scale)
    }

    /// The folders searched: the directory, its `Resources` subdirectory, and the parent of a `Resources` directory
    /// (Foundation on Linux reports `<bundle>/Resources` as a flat SwiftPM bundle's resource path although the files
    /// sit in the bundle itself).
    var folders: [String] {
        var folders = [directory, directory + "/Resources"]
        if directory.hasSuffix("/Resources") { folders.append(String(directory.dropLast("/Resources".count))) }
        return folders
    }

    /// The places searched, for error messages: each folder and the asset catalogues in it.
    var searchedDescription: String {
        let manager = FileManager.default
        var places: [String] = []
        for folder in folders where manager.fileExists(atPath: folder) {
            places.append(folder)
            places += AssetCatalogSearch.catalogues(in: folder).map { folder + "/" + $0 }
        }
        return places.isEmpty ? "bundle \(directory) (which does not exist)" : places.joined(separator: ", ")
    }

    /// The variants present for `name`, as (file scale, path), by increasing scale: loose PNGs first, else an
    /// image set in a catalogue. Throws for a malformed image set.
    func variants(named name: String, dark: Bool = false) throws(ImageError) -> [(scale: CGFloat, path: String)] {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let manager = FileManager.default
        var found: [(scale: CGFloat, path: String)] = []
        for (scale, suffix) in [(CGFloat(1), ""), (2, "@2x"), (3, "@3x")] {
            for folder in folders {
                let path = folder + "/" + base + suffix + ".png"
                if manager.fileExists(atPath: path) {
                    found.append((scale, path))
                    break
                }
            }
        }
        if !found.isEmpty { return found }
        for folder in folders {
            for catalogue in AssetCatalogSearch.catalogues(in: folder) {
                guard let set = AssetCatalogSearch.find(base + ".imageset", under: folder + "/" + catalogue) else { continue }
                return try Self.imageSetVariants(in: set, dark: dark)
            }
        }
        return []
    }

    private struct ImageSetContents: Decodable {
        struct Appearance: Decodable {
            var appearance: String?
            var value: String?
        }
        struct Entry: Decodable {
            var filename: String?
            var idiom: String?
            var scale: String?
            var appearances: [Appearance]?
        }
        var images: [Entry]
    }

    /// The PNG files an image set lists for iPhone, by scale ("1x", "2x", "3x"; a file without a scale counts as
    /// 1x); in dark mode a `luminosity: dark` entry replaces the default one of its scale. Throws naming the file
    /// when `Contents.json` is malformed, lists a missing file, or lists only files that are not PNGs.
    static func imageSetVariants(in set: String, dark: Bool = false) throws(ImageError) -> [(scale: CGFloat, path: String)] {
        let contentsPath = set + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: contentsPath) else {
            throw .unreadable(path: contentsPath, reason: "the image set has no readable Contents.json")
        }
        let contents: ImageSetContents
        do {
            contents = try JSONDecoder().decode(ImageSetContents.self, from: data)
        } catch {
            throw .unreadable(
                path: contentsPath, reason: "it is not an image set's Contents.json (a JSON object with an \"images\" array of {filename, idiom, scale}): \(Self.describe(error))")
        }
        var light: [Int: String] = [:]
        var darkFiles: [Int: String] = [:]
        var skipped: [String] = []
        for entry in contents.images {
            guard let file = entry.filename else { continue }
            if let idiom = entry.idiom, idiom != "universal", idiom != "iphone" { continue }
            let appearances = entry.appearances ?? []
            if appearances.contains(where: { $0.appearance == "contrast" }) { continue }
            let luminosity = appearances.first { $0.appearance == "luminosity" }?.value
            guard file.lowercased().hasSuffix(".png"), !file.contains("/") else {
                skipped.append(file)
                continue
            }
            guard let scale = Int(entry.scale.map { String($0.dropLast()) } ?? "1"), (1...3).contains(scale),
                entry.scale == nil || entry.scale?.hasSuffix("x") == true
            else {
                throw .unreadable(path: contentsPath, reason: "the entry for \(file) has the scale \"\(entry.scale ?? "")\"; expected 1x, 2x or 3x")
            }
            let path = set + "/" + file
            guard FileManager.default.fileExists(atPath: path) else {
                throw .unreadable(path: path, reason: "Contents.json lists it but the file does not exist")
            }
            switch luminosity {
            case "dark": if darkFiles[scale] == nil { darkFiles[scale] = path }
            case nil, "light": if light[scale] == nil || luminosity == nil { light[scale] = path }
            default: continue
            }
        }
        var byScale = light
        if dark { byScale.merge(darkFiles) { _, darkFile in darkFile } }
        if byScale.isEmpty { byScale = darkFiles }
        if byScale.isEmpty, !skipped.isEmpty {
            throw .unreadable(path: contentsPath, reason: "it lists only \(skipped.joined(separator: ", ")); Darkroom reads PNG files (export the image as PNG at 1x/2x/3x)")
        }
        return byScale.keys.sorted().compactMap { scale in byScale[scale].map { (CGFloat(scale), $0) } }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\" key"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        case DecodingError.dataCorrupted: return "the file is not valid JSON"
        default: return String(describing: error)
        }
    }

    /// The best variant for `scale` (and appearance), decoded; `nil` when there is none; throws for an unreadable file.
    func load(named name: String, scale: CGFloat, dark: Bool = false) throws(ImageError) -> (bitmap: Bitmap, scale: CGFloat)? {
        let all = try variants(named: name, dark: dark)
        guard let chosen = all.first(where: { $0.scale >= scale }) ?? all.last else { return nil }
        return (try ImageFileCache.shared.bitmap(at: chosen.path), chosen.scale)
    }
}
