import Foundation

/// An image source with no images.
public struct EmptyImageSource: ImageSource {
    public init() {}
    public func bitmap(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)? { nil }
}
