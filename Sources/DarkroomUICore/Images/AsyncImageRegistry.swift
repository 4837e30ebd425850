import Foundation
import Rasterizer

/// What `AsyncImage` "downloads" in a snapshot, keyed by URL (a Darkroom addition: snapshots never touch the
/// network). Register the bytes your server would send (PNG data) or a bitmap, or a failure, and put the
/// registry in the environment — on the view, or for every snapshot in a scope with
/// `withSnapshotTesting(asyncImages:)` / the `.snapshots(asyncImages:)` trait:
///
/// ```swift
/// var images = AsyncImageRegistry()
/// try images.register(URL(string: "https://example.com/avatar.png")!, pngData: avatarPNG)
/// images.registerFailure(URL(string: "https://example.com/broken.png")!)
/// assertSnapshot(of: ProfileView().environment(\.asyncImages, images), as: .image)
/// ```
///
/// A URL that is not registered stays in the `.empty` phase, so the view shows its placeholder, as a screen does
/// while the image loads.
public struct AsyncImageRegistry: Sendable {
    /// The response registered for a URL.
    public enum Response: Sendable {
        /// The downloaded image's pixels (the `AsyncImage`'s `scale` says how many per point).
        case bitmap(Bitmap)
        /// The load failed with this error.
        case failure(any Error & Sendable)
    }

    /// The error a failing URL reports when none is given.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// The URL that failed.
        public let url: URL
        public var description: String { "The image at \(url.absoluteString) could not be loaded (registered as failing)." }
    }

    private var responses: [URL: Response] = [:]

    /// An empty registry: every `AsyncImage` shows its placeholder.
    public init() {}

    /// The registered URLs, sorted.
    public var urls: [URL] { responses.keys.sorted { $0.absoluteString < $1.absoluteString } }

    /// Registers the image at `url` as `bitmap`.
    public mutating func register(_ url: URL, bitmap: Bitmap) {
        responses[url] = .bitmap(bitmap)
    }

    /// Registers the image at `url` as the PNG `pngData`; throws if the data is not a readable PNG.
    public mutating func register(_ url: URL, pngData: Data) throws {
        responses[url] = .bitmap(try Bitmap(pngData: pngData))
    }

    /// Registers the PNG file at `fileURL` (e.g. from `Bundle.module`) as the image at `url`.
    public mutating func register(_ url: URL, contentsOf fileURL: URL) throws {
        try register(url, pngData: try Data(contentsOf: fileURL))
    }

    /// Registers the image at `url` as failing to load (the `.failure` phase) with `error`.
    public mutating func registerFailure(_ url: URL, error: (any Error & Sendable)? = nil) {
        responses[url] = .failure(error ?? LoadError(url: url))
    }

    /// Removes the response for `url`.
    public mutating func unregister(_ url: URL) {
        responses[url] = nil
    }

    /// The response registered for `url`, if any.
    public func response(for url: URL) -> Response? {
        responses[url]
    }

    /// This registry with `other`'s responses added (`other` wins for a URL in both).
    public func merging(_ other: AsyncImageRegistry) -> AsyncImageRegistry {
        var merged = self
        merged.responses.merge(other.responses) { _, new in new }
        return merged
    }
}

struct AsyncImageRegistryKey: EnvironmentKey {
    static let defaultValue = AsyncImageRegistry()
}

extension EnvironmentValues {
    /// The images `AsyncImage` shows in a snapshot, by URL (a Darkroom addition; empty: every `AsyncImage` shows
    /// its placeholder).
    public var asyncImages: AsyncImageRegistry {
        get { self[AsyncImageRegistryKey.self] }
        set { self[AsyncImageRegistryKey.self] = newValue }
    }
}
