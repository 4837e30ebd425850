import Foundation
import Testing
@testable import Rasterizer

/// Anti-aliasing is the exact covered area: checked against an independent analytic oracle.
@Suite struct CoverageAccuracyTests {
    @Test func pixelAlignedRectangleIsExact() throws {
        let bitmap = try render(width: 10, height: 10) { $0.fill(.rect(CGRect(x: 2, y: 3, width: 5, height: 4)), color: .white) }
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func pixelAlignedPolygonThroughGeneralPathIsExact() throws {
        // A rectangle drawn as a rotated-order polygon with an extra vertex avoids the rectangle fast path.
        var path = RasterPath()
        path.move(to: CGPoint(x: 2, y: 3))
        path.addLine(to: CGPoint(x: 5, y: 3))
        path.addLine(to: CGPoint(x: 7, y: 3))
        path.addLine(to: CGPoint(x: 7, y: 7))
        path.addLine(to: CGPoint(x: 2, y: 7))
        path.closeSubpath()
        let bitmap = try render(width: 10, height: 10) { $0.fill(path, color: .white) }
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func edgeThroughPixelMiddleGivesHalfCoverage() throws {
        let vertical = try render(width: 8, height: 4) { $0.fill(.rect(CGRect(x: 1.5, y: 0, width: 3, height: 4)), color: .white) }
        #expect(abs(vertical.alpha(1, 2) - 128) <= 1)
        #expect(abs(vertical.alpha(4, 2) - 128) <= 1)
        #expect(vertical.alpha(2, 2) == 255)
        // A horizontal half-pixel edge through the general scan converter (a triangle-free quad).
        var quad = RasterPath()
        quad.move(to: CGPoint(x: 0, y: 1.5))
        quad.addLine(to: CGPoint(x: 8, y: 1.5))
        quad.addLine(to: CGPoint(x: 8, y: 4))
        quad.addLine(to: CGPoint(x: 4, y: 4))
        quad.addLine(to: CGPoint(x: 0, y: 4))
        quad.closeSubpath()
        let horizontal = try render(width: 8, height: 4) { $0.fill(quad, color: .white) }
        for x in 0..<8 { #expect(abs(horizontal.alpha(x, 1) - 128) <= 1) }
        // A 45° diagonal through pixel centres covers exactly half of each pixel it crosses.
        var triangle = RasterPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 8, y: 8))
        triangle.addLine(to: CGPoint(x: 0, y: 8))
        triangle.closeSubpath()
        let diagonal = try render(width: 8, height: 8) { $0.fill(triangle, color: .white) }
        for i in 0..<8 { #expect(abs(diagonal.alpha(i, i) - 128) <= 1) }
    }

    @Test func circlesAndEllipsesMatchExactArea() throws {
        let seed = testSeed(0xC1C1E)
        var random = SplitMix64(seed: seed)
        for trial in 0..<24 {
            let rx = random.range(0.6, trial < 12 ? 20 : 120)
            let ry = trial % 3 == 0 ? rx : random.range(0.6, 120)
            let size = Int((2 * max(rx, ry)).rounded(.up)) + 6
            let center = CGPoint(x: 3 + max(rx, ry) + random.unit(), y: 3 + max(rx, ry) + random.unit())
            let rect = CGRect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry)
            let bitmap = try render(width: size, height: size) { $0.fill(.ellipse(in: rect), color: .white) }
            let oracle = CoverageOracle(width: size, height: size, intervals: CoverageOracle.ellipse(center: center, u: CGPoint(x: rx, y: 0), v: CGPoint(x: 0, y: ry))).coverage()
            let (worst, x, y) = maximumDeviation(bitmap, oracle)
            #expect(worst <= 2, "seed \(seed) trial \(trial): ellipse \(rect) differs by \(worst)/255 at (\(x), \(y))")
        }
    }

    @Test func rotatedEllipsesMatchExactArea() throws {
        let seed = testSeed(0xE111)
        var random = SplitMix64(seed: seed)
        for trial in 0..<10 {
            let rx = random.range(2, 60), ry = random.range(2, 60)
            let angle = random.range(0, Double.pi)
            let size = Int((2 * max(rx, ry)).rounded(.up)) + 6
            let center = CGPoint(x: Double(size) / 2 + random.unit() - 0.5, y: Double(size) / 2 + random.unit() - 0.5)
            let transform = Transform2D(rotationAngle: angle).concatenating(Transform2D(translationX: center.x, y: center.y))
            let rect = CGRect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry)
            let bitmap = try render(width: size, height: size) { $0.fill(.ellipse(in: rect), color: .white, transform: transform) }
            let u = CGPoint(x: rx * cos(angle), y: rx * sin(angle)), v = CGPoint(x: -ry * sin(angle), y: ry * cos(angle))
            let oracle = CoverageOracle(width: size, height: size, intervals: CoverageOracle.ellipse(center: center, u: u, v: v)).coverage()
            let (worst, x, y) = maximumDeviation(bitmap, oracle)
            #expect(worst <= 2, "seed \(seed) trial \(trial): ellipse rx \(rx) ry \(ry) angle \(angle) differs by \(worst)/255 at (\(x), \(y))")
        }
    }

    @Test func circularRoundedRectsMatchExactArea() throws {
        let seed = testSeed(0x2EC7)
        var random = SplitMix64(seed: seed)
        for trial in 0..<24 {
            let w = random.range(4, 200), h = random.range(4, 120)
            let radius = random.range(0, min(w, h) / 2)
            let rect = CGRect(x: 2 + random.unit(), y: 2 + random.unit(), width: w, height: h)
            let width = Int(rect.maxX.rounded(.up)) + 2, height = Int(rect.maxY.rounded(.up)) + 2
            let path = RasterPath.roundedRect(rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
            let bitmap = try render(width: width, height: height) { $0.fill(path, color: .white) }
            let oracle = CoverageOracle(width: width, height: height, intervals: CoverageOracle.roundedRect(rect, radius: radius)).coverage()
            let (worst, x, y) = maximumDeviation(bitmap, oracle)
            #expect(worst <= 2, "seed \(seed) trial \(trial): rounded rect \(rect) radius \(radius) differs by \(worst)/255 at (\(x), \(y))")
        }
    }

    @Test func continuousRoundedRectsMatchExactArea() throws {
        let seed = testSeed(0xC0471)
        var random = SplitMix64(seed: seed)
        for trial in 0..<16 {
            let w = random.range(4, 200), h = random.range(4, 120)
            let radius = random.range(0, min(w, h) / 2)
            let rect = CGRect(x: 2 + random.unit(), y: 2 + random.unit(), width: w, height: h)
            let width = Int(rect.maxX.rounded(.up)) + 2, height = Int(rect.maxY.rounded(.up)) + 2
            let path = RasterPath.roundedRect(rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
            let bitmap = try render(width: width, height: height) { $0.fill(path, color: .white) }
            let (xs, ys) = CoverageOracle.sample(path)
            let oracle = CoverageOracle(width: width, height: height, intervals: CoverageOracle.convexPolygon(xs, ys)).coverage()
            let (worst, x, y) = maximumDeviation(bitmap, oracle)
            #expect(worst <= 2, "seed \(seed) trial \(trial): continuous rounded rect \(rect) radius \(radius) differs by \(worst)/255 at (\(x), \(y))")
        }
    }

    @Test func scaledCircleMatchesExactArea() throws {
        // 10-point circle at scale 3 = a 30-pixel circle.
        let bitmap = try render(width: 40, height: 40, scale: 3) { $0.fill(.ellipse(in: CGRect(x: 1.1, y: 1.2, width: 10, height: 10)), color: .white) }
        let oracle = CoverageOracle(width: 40, height: 40, intervals: CoverageOracle.ellipse(center: CGPoint(x: 18.3, y: 18.6), u: CGPoint(x: 15, y: 0), v: CGPoint(x: 0, y: 15)))
            .coverage()
        let (worst, x, y) = maximumDeviation(bitmap, oracle)
        #expect(worst <= 2, "scaled circle differs by \(worst)/255 at (\(x), \(y))")
    }
}

/// The rounded-rectangle fast path (middle rows drawn as spans) gives exactly what the general scan
/// converter gives for the same outline.
@Suite struct RoundedRectFastPathTests {
    @Test func fastPathMatchesGeneralPath() throws {
        let seed = testSeed(0xFA57)
        var random = SplitMix64(seed: seed)
        for trial in 0..<30 {
            let rect = CGRect(x: random.range(-20, 60), y: random.range(-20, 60), width: random.range(1, 80), height: random.range(1, 80))
            let radius = random.range(0, 30)
            let style: CornerStyle = trial % 2 == 0 ? .circular : .continuous
            let scale = [1.0, 2.0, 3.0][trial % 3]
            let shape = RasterPath.roundedRect(rect, cornerSize: CGSize(width: radius, height: radius), style: style)
            #expect(shape.roundedRectHint != nil)
            let plain = RasterPath(elements: shape.elements)
            #expect(plain.roundedRectHint == nil)
            let transform = trial % 5 == 0 ? Transform2D(translationX: 0.3, y: 0.7) : .identity
            let color = RGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: trial % 4 == 0 ? 0.6 : 1)
            let fast = try render(width: 120, height: 120, scale: scale) {
                $0.clear(.white)
                $0.fill(shape, color: color, transform: transform)
            }
            let general = try render(width: 120, height: 120, scale: scale) {
                $0.clear(.white)
                $0.fill(plain, color: color, transform: transform)
            }
            #expect(sameBitmaps(fast, general), "seed \(seed) trial \(trial): \(rect) radius \(radius) \(style) scale \(scale)")
        }
    }

    @Test func mutationClearsTheHint() {
        var path = RasterPath.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2), style: .circular)
        path.addLine(to: CGPoint(x: 20, y: 20))
        #expect(path.roundedRectHint == nil)
        #expect(
            RasterPath.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: .zero, style: .circular).applying(Transform2D(rotationAngle: 0.5)).roundedRectHint == nil)
    }
}
