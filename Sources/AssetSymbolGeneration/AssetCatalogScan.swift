import Foundation

/// The colour sets and image sets of one asset catalogue (`*.xcassets`), as Xcode names them: a set's name is its
/// folder's name without the extension, prefixed by the folders of the groups that provide a namespace
/// (`"provides-namespace": true` in the group's `Contents.json`), as in `Icons/star`.
public struct AssetCatalogScan: Sendable, Equatable {
    /// One colour or image set.
    public struct Asset: Sendable, Equatable {
        /// The name `Color(_:bundle:)` and `Image(_:bundle:)` look up (`Icons/star`).
        public var name: String
        /// The namespace folders, outermost first (`["Icons"]`).
        public var namespaces: [String]
        /// Colour or image.
        public var kind: AssetSymbolNaming.Kind
    }

    /// The sets found, in path order.
    public var assets: [Asset]

    /// Why a catalogue could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Scans the catalogue at `path`.
    public init(catalogue path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(path: path, reason: "not an asset catalogue folder")
        }
        assets = []
        try scan(folder: path, namespaces: [])
    }

    private mutating func scan(folder: String, namespaces: [String]) throws(Failure) {
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for child in children {
            let path = folder + "/" + child
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if child.hasSuffix(".colorset") || child.hasSuffix(".imageset") {
                let base = String(child.dropLast(9))
                assets.append(
                    Asset(
                        name: (namespaces + [base]).joined(separator: "/"), namespaces: namespaces,
                        kind: child.hasSuffix(".colorset") ? .color : .image))
            } else if !child.contains(".") {
                try scan(folder: path, namespaces: providesNamespace(path) ? namespaces + [child] : namespaces)
            }
        }
    }

    private func providesNamespace(_ group: String) throws(Failure) -> Bool {
        let contents = group + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: contents) else { return false }
        guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
            throw Failure(path: contents, reason: "it is not a JSON object")
        }
        guard let properties = json["properties"] else { return false }
        guard let dictionary = properties as? [String: Any] else {
            throw Failure(path: contents, reason: "\"properties\" is not a JSON object")
        }
        switch dictionary["provides-namespace"] {
        case nil: return false
        case let flag as Bool: return flag
        case let number as NSNumber: return number.boolValue
        default: throw Failure(path: contents, reason: "\"properties.provides-namespace\" is not true or false")
        }
    }
}
