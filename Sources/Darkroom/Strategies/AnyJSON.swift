import Foundation

extension Snapshotting where Format == String {
    /// Compares a JSON object (what `JSONSerialization.jsonObject(with:)` returns: dictionaries,
    /// arrays, strings, numbers, `NSNull`) as pretty-printed JSON with sorted keys; references are
    /// `.json` files. A value `JSONSerialization` cannot write fails the test with the reason.
    ///
    /// ```swift
    /// assertSnapshot(of: try JSONSerialization.jsonObject(with: data), as: .json)
    /// ```
    public static var json: Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) -> String in
            guard JSONSerialization.isValidJSONObject(value) else {
                throw SnapshotError.notJSON(String(describing: type(of: value)))
            }
            let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}
