import Foundation

/// A backdrop material: what is already drawn behind a shape, blurred, saturated and tinted (the recipe
/// of Core Animation's backdrop layers behind iOS materials). `RasterCanvas.fillBackdrop` draws it.
public struct BackdropMaterial: Sendable, Equatable {
    /// A colour laid over the blurred backdrop with a blend mode.
    public struct Tint: Sendable, Equatable {
        public var color: RGBA
        public var mode: LayerBlendMode

        public init(color: RGBA, mode: LayerBlendMode = .normal) {
            self.color = color
            self.mode = mode
        }
    }

    /// The blur's standard deviation in points.
    public var blurRadius: Double
    /// Saturation applied to the blurred backdrop (1: unchanged; above 1 more vivid).
    public var saturation: Double
    /// Tints over the blurred backdrop, bottom first.
    public var tints: [Tint]

    public init(blurRadius: Double, saturation: Double = 1, tints: [Tint]) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tints = tints
    }
}
