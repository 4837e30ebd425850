import Foundation
import Testing
@testable import Rasterizer

/// A tiny seeded generator (SplitMix64) for property tests; tests print the seed they use.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
}

/// The seed for a property test: `RASTER_TEST_SEED` when set, otherwise a fixed default.
func testSeed(_ fallback: UInt64) -> UInt64 {
    if let text = ProcessInfo.processInfo.environment["RASTER_TEST_SEED"], let value = UInt64(text) { return value }
    return fallback
}

extension Bitmap {
    /// The RGBA bytes of pixel (x, y).
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<(i + 4)])
    }

    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * width + x) * 4 + 3]) }

    /// Sum of alpha / 255 over all pixels: the drawn area in pixels.
    var coveredArea: Double {
        var total = 0
        for i in stride(from: 3, to: pixels.count, by: 4) { total += Int(pixels[i]) }
        return Double(total) / 255
    }
}

/// An independent coverage oracle: a shape described by its inside interval on each horizontal line.
/// The exact horizontal overlap is integrated over `samples` evenly spaced lines per pixel row, so the
/// only error is from vertical sampling (far below 1/255 for smooth outlines).
struct CoverageOracle {
    let width: Int
    let height: Int
    let samples: Int
    /// The inside x-intervals of the shape on the horizontal line at y.
    let intervals: (Double) -> [(Double, Double)]

    init(width: Int, height: Int, samples: Int = 256, intervals: @escaping (Double) -> [(Double, Double)]) {
        self.width = width
        self.height = height
        self.samples = samples
        self.intervals = intervals
    }

    /// Exact covered fraction per pixel, row-major.
    func coverage() -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        var difference = [Double](repeating: 0, count: width + 2)
        for row in 0..<height {
            for i in difference.indices { difference[i] = 0 }
            var partial = [Double](repeating: 0, count: width)
            for k in 0..<samples {
                let y = Double(row) + (Double(k) + 0.5) / Double(samples)
                for (a0, b0) in intervals(y) {
                    let a = max(0, min(Double(width), a0)), b = max(0, min(Double(width), b0))
                    guard a < b else { continue }
                    let ia = Int(a), ib = Int(b)
                    if ia == ib {
                        partial[min(ia, width - 1)] += b - a
                        continue
                    }
                    partial[ia] += Double(ia + 1) - a
                    if ib < width { partial[ib] += b - Double(ib) }
                    // Full pixels ia+1 ..< ib.
                    difference[ia + 1] += 1
                    difference[ib] -= 1
                }
            }
            var running = 0.0
            for x in 0..<width {
                running += difference[x]
                result[row * width + x] = (running + partial[x]) / Double(samples)
            }
        }
        return result
    }

    /// Inside intervals of an ellipse `center + u·cos t + v·sin t` (any affine image of a circle).
    static func ellipse(center: CGPoint, u: CGPoint, v: CGPoint) -> (Double) -> [(Double, Double)] {
        let det = Double(u.x * v.y - v.x * u.y)
        // Inverse of [[u.x, v.x], [u.y, v.y]].
        let i11 = Double(v.y) / det, i12 = -Double(v.x) / det, i21 = -Double(u.y) / det, i22 = Double(u.x) / det
        let cx = Double(center.x), cy = Double(center.y)
        return { y in
            let wy = y - cy
            let a = i11 * i11 + i21 * i21
            let b = 2 * (i11 * i12 + i21 * i22) * wy
            let c = (i12 * i12 + i22 * i22) * wy * wy - 1
            let discriminant = b * b - 4 * a * c
            guard discriminant > 0 else { return [] }
            let s = discriminant.squareRoot()
            return [(cx + (-b - s) / (2 * a), cx + (-b + s) / (2 * a))]
        }
    }

    /// Inside intervals of a convex polygon (densely sampled curves make an independent curve oracle).
    static func convexPolygon(_ xs: [Double], _ ys: [Double]) -> (Double) -> [(Double, Double)] {
        // Bucket edges by the pixel rows they span so each line only looks at nearby edges.
        var buckets: [Int: [Int]] = [:]
        for i in 0..<xs.count {
            let j = (i + 1) % xs.count
            let lo = Int(min(ys[i], ys[j]).rounded(.down)), hi = Int(max(ys[i], ys[j]).rounded(.down))
            for row in lo...hi { buckets[row, default: []].append(i) }
        }
        return { y in
            var lo = Double.infinity, hi = -Double.infinity
            for i in buckets[Int(y.rounded(.down))] ?? [] {
                let j = (i + 1) % xs.count
                let (y0, y1) = (ys[i], ys[j])
                guard (y0 <= y && y < y1) || (y1 <= y && y < y0) else { continue }
                let x = xs[i] + (y - y0) / (y1 - y0) * (xs[j] - xs[i])
                lo = min(lo, x)
                hi = max(hi, x)
            }
            return lo < hi ? [(lo, hi)] : []
        }
    }

    /// Samples every segment of a path of lines and cubics densely (`perCurve` points per cubic).
    static func sample(_ path: RasterPath, perCurve: Int = 1000) -> ([Double], [Double]) {
        var xs: [Double] = [], ys: [Double] = []
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(to: let p), .line(to: let p):
                xs.append(Double(p.x))
                ys.append(Double(p.y))
                current = p
            case .curve(to: let p, control1: let c1, control2: let c2):
                for i in 1...perCurve {
                    let t = Double(i) / Double(perCurve), u = 1 - t
                    let x = u * u * u * Double(current.x) + 3 * u * u * t * Double(c1.x) + 3 * u * t * t * Double(c2.x) + t * t * t * Double(p.x)
                    let y = u * u * u * Double(current.y) + 3 * u * u * t * Double(c1.y) + 3 * u * t * t * Double(c2.y) + t * t * t * Double(p.y)
                    xs.append(x)
                    ys.append(y)
                }
                current = p
            default:
                break
            }
        }
        return (xs, ys)
    }

    /// Inside intervals of a rectangle with circular corners of radius r.
    static func roundedRect(_ rect: CGRect, radius r: Double) -> (Double) -> [(Double, Double)] {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        return { y in
            guard y > y0, y < y1 else { return [] }
            var inset = 0.0
            if y < y0 + r {
                let dy = y0 + r - y
                inset = r - max(0, r * r - dy * dy).squareRoot()
            } else if y > y1 - r {
                let dy = y - (y1 - r)
                inset = r - max(0, r * r - dy * dy).squareRoot()
            }
            return [(x0 + inset, x1 - inset)]
        }
    }
}

/// Renders `draw` on a fresh transparent canvas and returns the bitmap.
func render(width: Int, height: Int, scale: CGFloat = 1, _ draw: (RasterCanvas) -> Void) throws -> Bitmap {
    let canvas = try RasterCanvas(width: width, height: height, scale: scale)
    draw(canvas)
    return canvas.makeBitmap()
}

/// The largest |alpha − 255 × oracle| over all pixels, with its position.
func maximumDeviation(_ bitmap: Bitmap, _ oracle: [Double]) -> (Double, Int, Int) {
    var worst = (0.0, 0, 0)
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let d = abs(Double(bitmap.alpha(x, y)) - 255 * oracle[y * bitmap.width + x])
            if d > worst.0 { worst = (d, x, y) }
        }
    }
    return worst
}

/// Bitmap equality without dumping every byte on failure: reports the first differing pixel.
func sameBitmaps(_ a: Bitmap, _ b: Bitmap, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard a.width == b.width, a.height == b.height else {
        Issue.record("sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)", sourceLocation: sourceLocation)
        return false
    }
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) {
            Issue.record("first difference at (\(x), \(y)): \(a.pixel(x, y)) vs \(b.pixel(x, y))", sourceLocation: sourceLocation)
            return false
        }
    }
    return true
}
