import Foundation

/// Why a preview could not become an image.
public struct PreviewSnapshotError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the preview and what to do.
    public let description: String
}
