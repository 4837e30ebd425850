import Foundation
import Rasterizer

/// A bitmap drawn into a frame (already tinted for template images), or the reason an image cannot be drawn.
public struct ImageDrawing: Equatable, Sendable {
    /// How to resample the bitmap.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// The pixels.
    public var bitmap: Bitmap
    /// The destination frame in points (root space).
    public var frame: CGRect
    /// The resampling quality.
    public var interpolation: Interpolation
    /// Extra opacity applied while drawing.
    public var opacity: Double
    /// Why the image could not be loaded; rendering the display list throws it.
    public var error: ImageError?

    public init(bitmap: Bitmap, frame: CGRect, interpolation: Interpolation = .high, opacity: Double = 1, error: ImageError? = nil) {
        self.bitmap = bitmap
        self.frame = frame
        self.interpolation = interpolation
        self.opacity = opacity
        self.error = error
    }
}
