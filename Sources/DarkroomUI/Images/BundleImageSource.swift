import Foundation
import Rasterizer

/// Finds `name.png`, `name@2x.png` and `name@3x.png` in a bundle's resources (a target's `Bundle.module`)
/// and picks the variant for the render scale: the smallest file scale at least the render scale, else the largest.
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

    /// The variants present for `name`, as (file scale, path), by increasing scale.
    func variants(named name: String) -> [(scale: CGFloat, path: String)] {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let manager = FileManager.default
        var found: [(CGFloat, String)] = []
        for (scale, suffix) in [(CGFloat(1), ""), (2, "@2x"), (3, "@3x")] {
            for folder in [directory, directory + "/Resources"] {
                let path = folder + "/" + base + suffix + ".png"
                if manager.fileExists(atPath: path) {
                    found.append((scale, path))
                    break
                }
            }
        }
        return found
    }

    /// The best variant for `scale`, decoded; `nil` when there is none; throws for an unreadable file.
    func load(named name: String, scale: CGFloat) throws(ImageError) -> (bitmap: Bitmap, scale: CGFloat)? {
        let all = variants(named: name)
        guard let chosen = all.first(where: { $0.scale >= scale }) ?? all.last else { return nil }
        return (try ImageFileCache.shared.bitmap(at: chosen.path), chosen.scale)
    }
}

/// Decoded image files, kept for the life of the process (snapshot suites draw the same assets many times).
final class ImageFileCache: @unchecked Sendable {
    static let shared = ImageFileCache()
    private let lock = NSLock()
    private var bitmaps: [String: Bitmap] = [:]

    func bitmap(at path: String) throws(ImageError) -> Bitmap {
        lock.lock()
        let cached = bitmaps[path]
        lock.unlock()
        if let cached { return cached }
        let bitmap: Bitmap
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            bitmap = try Bitmap(pngData: data)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        lock.lock()
        bitmaps[path] = bitmap
        lock.unlock()
        return bitmap
    }
}
