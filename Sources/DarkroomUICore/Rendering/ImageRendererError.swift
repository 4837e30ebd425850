import Foundation

/// Why `ImageRenderer` could not produce an image.
public enum ImageRendererError: Error, Equatable, CustomStringConvertible {
    /// The scale was not a positive finite number.
    case invalidScale(CGFloat)
    /// The view's size was infinite or NaN (e.g. a flexible view under an `.infinity` proposal).
    case nonFiniteSize(CGSize)
    /// The view's size was zero in at least one dimension; there is nothing to render.
    case emptySize(CGSize)
    /// The image would exceed the rasterizer's limits.
    case tooLarge(width: Int, height: Int, limit: String)

    public var description: String {
        switch self {
        case .invalidScale(let s):
            return "ImageRenderer: scale \(DumpFormat.number(s)) is invalid; use a positive finite scale such as 1, 2 or 3."
        case .nonFiniteSize(let s):
            return "ImageRenderer: the view's size \(DumpFormat.size(s)) is not finite; give it a frame or propose a finite size."
        case .emptySize(let s):
            return "ImageRenderer: the view's size \(DumpFormat.size(s)) is empty; there is nothing to render."
        case .tooLarge(let w, let h, let limit):
            return "ImageRenderer: a \(w)×\(h) pixel image exceeds the limit (\(limit)); propose a smaller size or scale."
        }
    }
}
