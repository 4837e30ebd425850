/// SSIM (Wang, Bovik, Sheikh and Simoncelli, 2004) on grey levels.
///
/// The mean of the SSIM index over 8 × 8 windows placed every 4 pixels (a window of the whole image when it
/// is smaller than 8 pixels in a direction), with the paper's constants `K1 = 0.01`, `K2 = 0.03`, `L = 255`.
/// Both images are flattened on white and converted to grey (BT.601 luma) first; they must have the same size.
public enum StructuralSimilarity {
    /// The window's side in pixels.
    public static let window = 8
    /// The distance between windows' origins.
    public static let step = 4

    /// SSIM of two images of the same size: 1 for identical images, lower as structure, contrast or
    /// brightness differ.
    public static func index(_ first: RGBAImage, _ second: RGBAImage) -> Double {
        precondition(first.width == second.width && first.height == second.height, "SSIM needs images of one size")
        let width = first.width, height = first.height
        guard width > 0, height > 0 else { return 1 }
        let a = greys(first.flattenedOnWhite()), b = greys(second.flattenedOnWhite())
        // Summed-area tables of x, y, x², y² and xy, one row and column larger than the image.
        let stride = width + 1
        var sa = [Double](repeating: 0, count: stride * (height + 1))
        var sb = sa, saa = sa, sbb = sa, sab = sa
        for y in 0..<height {
            var ra = 0.0, rb = 0.0, raa = 0.0, rbb = 0.0, rab = 0.0
            for x in 0..<width {
                let va = a[y * width + x], vb = b[y * width + x]
                ra += va; rb += vb; raa += va * va; rbb += vb * vb; rab += va * vb
                let index = (y + 1) * stride + x + 1
                let above = y * stride + x + 1
                sa[index] = sa[above] + ra
                sb[index] = sb[above] + rb
                saa[index] = saa[above] + raa
                sbb[index] = sbb[above] + rbb
                sab[index] = sab[above] + rab
            }
        }
        func sum(_ table: [Double], _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Double {
            table[y1 * stride + x1] - table[y0 * stride + x1] - table[y1 * stride + x0] + table[y0 * stride + x0]
        }
        let c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255)
        let windowWidth = min(window, width), windowHeight = min(window, height)
        var total = 0.0
        var count = 0
        var y0 = 0
        while y0 + windowHeight <= height {
            var x0 = 0
            while x0 + windowWidth <= width {
                let x1 = x0 + windowWidth, y1 = y0 + windowHeight
                let n = Double(windowWidth * windowHeight)
                let meanA = sum(sa, x0, y0, x1, y1) / n, meanB = sum(sb, x0, y0, x1, y1) / n
                let varianceA = max(0, sum(saa, x0, y0, x1, y1) / n - meanA * meanA)
                let varianceB = max(0, sum(sbb, x0, y0, x1, y1) / n - meanB * meanB)
                let covariance = sum(sab, x0, y0, x1, y1) / n - meanA * meanB
                let numerator = (2 * meanA * meanB + c1) * (2 * covariance + c2)
                let denominator = (meanA * meanA + meanB * meanB + c1) * (varianceA + varianceB + c2)
                total += numerator / denominator
                count += 1
                x0 += step
            }
            y0 += step
        }
        return total / Double(count)
    }

    private static func greys(_ image: RGBAImage) -> [Double] {
        var result = [Double](repeating: 0, count: image.width * image.height)
        for index in 0..<result.count {
            let p = index * 4
            result[index] = 0.299 * Double(image.pixels[p]) + 0.587 * Double(image.pixels[p + 1]) + 0.114 * Double(image.pixels[p + 2])
        }
        return result
    }
}
