/// Why a canvas could not be created.
public enum CanvasError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The requested pixel size exceeds `limit` pixels per side or 100 megapixels in total.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A side is zero, negative, or the scale is not a positive finite number.
    case invalidSize(width: Int, height: Int, scale: Double)

    public var description: String {
        switch self {
        case .tooLarge(let width, let height, let limit):
            return
                "Canvas of \(width)×\(height) pixels is too large: at most \(limit) pixels per side and \(RasterCanvas.maximumPixelCount) pixels in total; render a smaller size or scale."
        case .invalidSize(let width, let height, let scale):
            return "Canvas size \(width)×\(height) at scale \(scale) is invalid: width and height must be at least 1 pixel and the scale a positive finite number."
        }
    }
}
