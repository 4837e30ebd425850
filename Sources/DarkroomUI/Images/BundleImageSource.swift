import Foundation
import Rasterizer

/// Finds `name.png`, `name@2x.png` and `name@3x.png` (or an `*.xcassets/name.imageset`) in a bundle's resources
/// (a target's `Bundle.module`, also under `Resources/`) and picks the variant for the render scale: the smallest
/// file scale at least the render scale, else the largest.
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

    /// The variants present for `name`, as (file scale, path), by increasing scale: loose PNGs first, else an
    /// `*.xcassets/name.imageset` (its `Contents.json` names the files and their scales).
    func variants(named name: String) -> [(scale: CGFloat, path: String)] {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let manager = FileManager.default
        let folders = [directory, directory + "/Resources"]
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
            let catalogues = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
            for catalogue in catalogues {
                let set = folder + "/" + catalogue + "/" + base + ".imageset"
                let variants = Self.imageSetVariants(in: set)
                if !variants.isEmpty { return variants }
            }
        }
        return []
    }

    private struct ImageSetContents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Entry]
    }

    /// The PNG files an image set lists, by scale ("1x", "2x", "3x"; a file without a scale counts as 1x).
    static func imageSetVariants(in set: String) -> [(scale: CGFloat, path: String)] {
        guard let data = FileManager.default.contents(atPath: set + "/Contents.json"),
              let contents = try? JSONDecoder().decode(ImageSetContents.self, from: data) else { return [] }
        var byScale: [Int: String] = [:]
        for entry in contents.images {
            guard let file = entry.filename, file.lowercased().hasSuffix(".png"), !file.contains("/") else { continue }
            let scale = Int(entry.scale?.dropLast() ?? "1") ?? 1
            guard (1...3).contains(scale), byScale[scale] == nil else { continue }
            byScale[scale] = set + "/" + file
        }
        return byScale.keys.sorted().compactMap { scale in
            byScale[scale].flatMap { FileManager.default.fileExists(atPath: $0) ? (CGFloat(scale), $0) : nil }
        }
    }

    /// The best variant for `scale`, decoded; `nil` when there is none; throws for an unreadable file.
    func load(named name: String, scale: CGFloat) throws(ImageError) -> (bitmap: Bitmap, scale: CGFloat)? {
        let all = variants(named: name)
        guard let chosen = all.first(where: { $0.scale >= scale }) ?? all.last else { return nil }
        return (try ImageFileCache.shared.bitmap(at: chosen.path), chosen.scale)
    }
}
