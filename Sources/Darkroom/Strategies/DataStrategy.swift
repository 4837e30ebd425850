import Foundation

extension Snapshotting where Value == Data, Format == Data {
    /// Compares raw bytes.
    public static var data: Snapshotting {
        Snapshotting(
            pathExtension: nil,
            diffing: Diffing(toData: { $0 }, fromData: { $0 }) { old, new in
                guard old != new else { return nil }
                let message =
                    old.count == new.count
                    ? "Expected data to match"
                    : "Expected \(new) to match \(old)"
                return (message, [])
            }
        )
    }
}
