import Foundation
import Rasterizer

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
