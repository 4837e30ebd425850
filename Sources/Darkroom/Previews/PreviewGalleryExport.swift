import Foundation
import Rasterizer

/// Renders every preview of a module to PNG files plus a `previews.json` index: the part of
/// `darkroom previews` that runs inside the package's test process (where the module is linked).
public enum PreviewGalleryExport {
    /// One rendered (or failed) preview in `previews.json`.
    public typealias Entry = PreviewGalleryEntry

    /// Renders the previews of `module` into `directory` (created if needed) and writes
    /// `previews.json`; returns the entries.
    @MainActor
    @discardableResult
    public static func export(module: String, to directory: String) throws -> [Entry] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var entries: [Entry] = []
        for snapshot in PreviewSnapshots.make(in: module) {
            let fileName = sanitizePathComponent(snapshot.name) + ".png"
            var entry = Entry(
                name: snapshot.name, title: snapshot.title, location: snapshot.location, image: nil,
                width: nil, height: nil, error: nil, settings: settings(of: snapshot), notes: snapshot.notes)
            do {
                let bitmap = try snapshot.render()
                try bitmap.pngData().write(to: URL(fileURLWithPath: directory + "/" + fileName))
                entry.image = fileName
                entry.width = bitmap.width
                entry.height = bitmap.height
            } catch let error as PreviewSnapshotError {
                entry.error = error.description
            } catch {
                entry.error = "\(snapshot.title) (\(snapshot.location)) could not be rendered: \(error)"
            }
            entries.append(entry)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(entries).write(to: URL(fileURLWithPath: directory + "/previews.json"))
        return entries
    }

    private static func settings(of snapshot: PreviewSnapshot) -> String {
        let layout: String
        switch snapshot.layout {
        case .device(let config):
            let size = config.size.map { "\(Int($0.width))×\(Int($0.height)) pt" } ?? "device"
            layout = "device \(size)"
        case .fixed(let width, let height): layout = "fixed \(Int(width))×\(Int(height)) pt"
        case .sizeThatFits: layout = "size that fits"
        }
        return "\(layout) · @\(Int(snapshot.scale))x · \(snapshot.colorScheme == .dark ? "dark" : "light")"
    }
}
