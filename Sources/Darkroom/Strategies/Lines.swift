import Foundation

extension Snapshotting where Value == String, Format == String {
    /// Compares strings line by line; references are `.txt` files.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}

extension Diffing where Value == String {
    /// A line diff of UTF-8 text; the failure message is the patch, also attached as
    /// `difference.patch`.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            guard let patch = LineDiff.patch(old: old, new: new) else { return nil }
            return (patch, [.data(Data(patch.utf8), name: "difference.patch")])
        }
    }
}
