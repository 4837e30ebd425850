/// The review image of a case: iOS | Darkroom | difference, side by side on a grey strip.
///
/// Each panel is flattened on white and reduced by the case's scale (so one pixel is one point); the difference
/// panel is pixelmatch's: the iOS image as faint grey, red where the two differ beyond the threshold.
public enum SideBySide {
    /// Pixels between panels.
    public static let gap = 8
    /// The strip's colour between and around the panels.
    public static let stripColour = RGBA(128, 128, 128)

    /// The difference panel of two images of one size.
    public static func difference(_ reference: RGBAImage, _ actual: RGBAImage, threshold: Double = PerceptualMatch.defaultThreshold) -> RGBAImage {
        precondition(reference.width == actual.width && reference.height == actual.height, "the difference needs images of one size")
        var result = RGBAImage(width: reference.width, height: reference.height, fill: RGBA(255, 255, 255))
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let expected = reference[x, y], got = actual[x, y]
                if PerceptualMatch.matches(expected, got, threshold: threshold) {
                    let grey = UInt8(255 - (255 - expected.grey) * 0.1 * Double(expected.alpha) / 255)
                    result[x, y] = RGBA(grey, grey, grey)
                } else {
                    result[x, y] = RGBA(255, 0, 0)
                }
            }
        }
        return result
    }

    /// The three panels in one image, reduced by `scale` (rounded, at least 1).
    public static func compose(reference: RGBAImage, actual: RGBAImage, scale: Double) -> RGBAImage {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let paddedReference = pad(reference.flattenedOnWhite(), width, height)
        let paddedActual = pad(actual.flattenedOnWhite(), width, height)
        let factor = max(1, Int(scale.rounded()))
        let panels = [paddedReference, paddedActual, difference(paddedReference, paddedActual)].map { $0.downsampled(by: factor) }
        let panelWidth = panels[0].width, panelHeight = panels[0].height
        var result = RGBAImage(width: panelWidth * 3 + gap * 4, height: panelHeight + gap * 2, fill: stripColour)
        for (index, panel) in panels.enumerated() {
            let left = gap + index * (panelWidth + gap)
            for y in 0..<panelHeight {
                for x in 0..<panelWidth { result[left + x, gap + y] = panel[x, y] }
            }
        }
        return result
    }

    /// A flattened image padded to a size with its own corner colour, as the scores compare it.
    static func pad(_ flat: RGBAImage, _ width: Int, _ height: Int) -> RGBAImage {
        guard flat.width != width || flat.height != height else { return flat }
        let fill = flat.width > 0 && flat.height > 0 ? flat[0, 0] : RGBA(255, 255, 255)
        return flat.padded(toWidth: width, height: height, fill: fill)
    }
}
