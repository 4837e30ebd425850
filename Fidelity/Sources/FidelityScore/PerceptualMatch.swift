/// pixelmatch's perceptual colour distance (Kotsarenko and Ramos, "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications", 2010), as mapbox/pixelmatch applies it.
///
/// Each colour is blended with white by its alpha, converted to YIQ, and the distance is
/// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`; a pixel matches when the distance is at most `35215 · threshold²`
/// (35215 is the largest possible distance), so a threshold of 0.1 is pixelmatch's default.
public enum PerceptualMatch {
    /// pixelmatch's default threshold.
    public static let defaultThreshold = 0.1
    /// The largest distance between two colours.
    public static let maximumDelta = 35215.0

    /// The YIQ distance between two colours (0 when equal, `maximumDelta` between black and white).
    public static func delta(_ first: RGBA, _ second: RGBA) -> Double {
        let (y1, i1, q1) = yiq(first), (y2, i2, q2) = yiq(second)
        let dy = y1 - y2, di = i1 - i2, dq = q1 - q2
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// Whether two colours are within the threshold of each other.
    public static func matches(_ first: RGBA, _ second: RGBA, threshold: Double = defaultThreshold) -> Bool {
        delta(first, second) <= maximumDelta * threshold * threshold
    }

    /// The share of pixels (0…1) whose colours are within the threshold; the images must have one size.
    public static func share(_ first: RGBAImage, _ second: RGBAImage, threshold: Double = defaultThreshold) -> Double {
        precondition(first.width == second.width && first.height == second.height, "the match share needs images of one size")
        let count = first.width * first.height
        guard count > 0 else { return 1 }
        var matching = 0
        for y in 0..<first.height {
            for x in 0..<first.width where matches(first[x, y], second[x, y], threshold: threshold) {
                matching += 1
            }
        }
        return Double(matching) / Double(count)
    }

    private static func yiq(_ colour: RGBA) -> (Double, Double, Double) {
        let alpha = Double(colour.alpha) / 255
        let r = 255 + (Double(colour.red) - 255) * alpha
        let g = 255 + (Double(colour.green) - 255) * alpha
        let b = 255 + (Double(colour.blue) - 255) * alpha
        return (0.29889531 * r + 0.58662247 * g + 0.11448223 * b,
                0.59597799 * r - 0.27417610 * g - 0.32180189 * b,
                0.21147017 * r - 0.52261711 * g + 0.31114694 * b)
    }
}
