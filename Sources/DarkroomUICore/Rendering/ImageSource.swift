import Foundation

/// Supplies bitmaps for `Image(_ name:)` without a bundle (the stand-in for an asset catalogue); `BundleImageSource`
/// reads PNG resources. Consulted before the main bundle.
public protocol ImageSource: Sendable {
    /// The bitmap for `name` at (or nearest to) `scale`, and the scale it was made for; `nil` when unknown.
    func bitmap(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)?
}

struct ImageSourceKey: EnvironmentKey {
    static let defaultValue: any ImageSource = EmptyImageSource()
}

extension EnvironmentValues {
    /// Where `Image(_ name:)` will find its pixels.
    public var imageSource: any ImageSource {
        get { self[ImageSourceKey.self] }
        set { self[ImageSourceKey.self] = newValue }
    }
}
