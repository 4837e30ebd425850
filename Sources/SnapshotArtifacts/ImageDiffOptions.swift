/// How strictly ``ImageDiff`` compares two images.
///
/// The semantics follow swift-snapshot-testing's `precision` and `perceptualPrecision`, counted
/// in pixels:
/// - a pixel *differs* when its RGBA bytes differ (with `perceptualPrecision == 1`), or when its
///   CIE Lab ΔE (CIE94) exceeds `(1 − perceptualPrecision) × 100` (with `perceptualPrecision < 1`;
///   0.98–0.99 is about what the eye notices);
/// - with `ignoresAntialiasing`, a differing pixel that pixelmatch's detector classifies as
///   anti-aliasing in either image is not counted;
/// - the images match when the fraction of pixels that do not differ is at least `precision`.
public struct ImageDiffOptions: Sendable, Equatable, Codable {
    /// The fraction of pixels that must match, 0…1.
    public var precision: Float
    /// How close each pixel's colour must be, 0…1: 1 means exactly equal bytes.
    public var perceptualPrecision: Float
    /// Whether differing pixels detected as anti-aliasing are ignored.
    public var ignoresAntialiasing: Bool

    /// Creates options; the defaults demand identical pixels.
    public init(precision: Float = 1, perceptualPrecision: Float = 1, ignoresAntialiasing: Bool = false) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// The largest ΔE a pixel may have and still match: `(1 − perceptualPrecision) × 100`, or 0
    /// when `perceptualPrecision` is 1 (then bytes must be equal).
    public var deltaEThreshold: Double {
        perceptualPrecision >= 1 ? 0 : Double(1 - max(0, perceptualPrecision)) * 100
    }

    /// Identical pixels only.
    public static let exact = ImageDiffOptions()
}
