import Foundation

/// The search both asset look-ups share (images: `BundleImageSource`, colours: `ColorAssetCatalog`): the
/// `*.xcassets` catalogues in a folder, and a named set (`name.imageset`, `name.colorset`) inside a catalogue or
/// one of its groups.
enum AssetCatalogSearch {
    /// The names of the catalogues (`*.xcassets`) directly in `folder`, in name order (none when it cannot be read).
    static func catalogues(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
    }

    /// `setName` in the catalogue `root` or in one of its groups (folders without an extension), searched in name
    /// order.
    static func find(_ setName: String, under root: String) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: root + "/" + setName) { return root + "/" + setName }
        let children = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for child in children where !child.contains(".") {
            if let found = find(setName, under: root + "/" + child) { return found }
        }
        return nil
    }
}
