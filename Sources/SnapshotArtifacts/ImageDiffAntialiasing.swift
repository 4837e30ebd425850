/// pixelmatch's anti-aliasing detector (after V. Vyšniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector", 2009), ported faithfully: a pixel is anti-aliasing when, among its 8
/// neighbours, it has at most 2 of equal brightness, at least one darker and one brighter, and the
/// darkest or the brightest neighbour has 3+ identical neighbours in both images.
enum ImageDiffAntialiasing {
    /// Whether the pixel at (`x1`, `y1`) of `image` looks like anti-aliasing, checked against
    /// `other` (same size).
    static func isAntialiased(
        _ image: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>,
        x x1: Int, y y1: Int, width: Int, height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0
        var maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y += 1 }
                if x == x1 && y == y1 { continue }
                // Brightness delta between the centre pixel and this neighbour.
                let delta = ImageDiffColor.brightnessDelta(image, image, position, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    // More than 2 equal siblings: definitely not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
            x += 1
        }

        // Without both a darker and a brighter neighbour, it is not anti-aliasing.
        if minimum == 0 || maximum == 0 { return false }

        // If the darkest or the brightest neighbour has 3+ equal siblings in both images
        // (so it is definitely not anti-aliased), this pixel is anti-aliasing.
        return
            (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
            && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel at (`x1`, `y1`) has 3+ neighbours of exactly the same RGBA.
    static func hasManySiblings(
        _ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0

        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y += 1 }
                if x == x1 && y == y1 { continue }
                let other = (y * width + x) * 4
                if image[position] == image[other] && image[position + 1] == image[other + 1]
                    && image[position + 2] == image[other + 2] && image[position + 3] == image[other + 3]
                {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
            x += 1
        }
        return false
    }
}
