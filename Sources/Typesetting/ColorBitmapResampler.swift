/// Scales a premultiplied BGRA bitmap (FreeType's colour glyph format) to a new size and returns
/// straight-alpha RGBA8. Downscaling averages the covered source area (a box filter with
/// fractional edge weights); upscaling is bilinear. Separable, deterministic, integer output by
/// rounding.
enum ColorBitmapResampler {
    /// Source pixel indices and weights for each destination pixel along one axis.
    private static func weights(source: Int, destination: Int) -> [[(index: Int, weight: Float)]] {
        let scale = Double(destination) / Double(source)
        var result: [[(index: Int, weight: Float)]] = []
        result.reserveCapacity(destination)
        for target in 0..<destination {
            var taps: [(index: Int, weight: Float)] = []
            if scale <= 1 {
                let lower = Double(target) / scale
                let upper = Double(target + 1) / scale
                var index = Int(lower.rounded(.down))
                let total = upper - lower
                while Double(index) < upper, index < source {
                    let overlap = min(upper, Double(index + 1)) - max(lower, Double(index))
                    if overlap > 0 { taps.append((index, Float(overlap / total))) }
                    index += 1
                }
            } else {
                let center = (Double(target) + 0.5) / scale - 0.5
                let base = Int(center.rounded(.down))
                let fraction = center - Double(base)
                let first = min(max(base, 0), source - 1)
                let second = min(max(base + 1, 0), source - 1)
                taps.append((first, Float(1 - fraction)))
                taps.append((second, Float(fraction)))
            }
            result.append(taps)
        }
        return result
    }

    /// - Parameters:
    ///   - bgra: premultiplied BGRA rows, `pitch` bytes apart.
    /// - Returns: `width * height * 4` straight RGBA bytes.
    static func resample(
        bgra: UnsafePointer<UInt8>, sourceWidth: Int, sourceHeight: Int, pitch: Int, width: Int, height: Int
    ) -> [UInt8] {
        guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0 else { return [] }
        let columns = weights(source: sourceWidth, destination: width)
        let rows = weights(source: sourceHeight, destination: height)
        // Horizontal pass: sourceHeight x width, 4 floats per pixel (premultiplied B, G, R, A).
        var horizontal = [Float](repeating: 0, count: sourceHeight * width * 4)
        horizontal.withUnsafeMutableBufferPointer { output in
            for y in 0..<sourceHeight {
                let row = bgra + y * pitch
                for x in 0..<width {
                    var b: Float = 0, g: Float = 0, r: Float = 0, a: Float = 0
                    for tap in columns[x] {
                        let pixel = row + tap.index * 4
                        b += Float(pixel[0]) * tap.weight
                        g += Float(pixel[1]) * tap.weight
                        r += Float(pixel[2]) * tap.weight
                        a += Float(pixel[3]) * tap.weight
                    }
                    let offset = (y * width + x) * 4
                    output[offset] = b
                    output[offset + 1] = g
                    output[offset + 2] = r
                    output[offset + 3] = a
                }
            }
        }
        var result = [UInt8](repeating: 0, count: width * height * 4)
        horizontal.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    for x in 0..<width {
                        var b: Float = 0, g: Float = 0, r: Float = 0, a: Float = 0
                        for tap in rows[y] {
                            let offset = (tap.index * width + x) * 4
                            b += input[offset] * tap.weight
                            g += input[offset + 1] * tap.weight
                            r += input[offset + 2] * tap.weight
                            a += input[offset + 3] * tap.weight
                        }
                        let target = (y * width + x) * 4
                        let alpha = min(max(a, 0), 255)
                        guard alpha >= 0.5 else { continue }
                        let unpremultiply = 255 / alpha
                        output[target] = UInt8(min(max(r * unpremultiply, 0), 255).rounded())
                        output[target + 1] = UInt8(min(max(g * unpremultiply, 0), 255).rounded())
                        output[target + 2] = UInt8(min(max(b * unpremultiply, 0), 255).rounded())
                        output[target + 3] = UInt8(alpha.rounded())
                    }
                }
            }
        }
        return result
    }
}
