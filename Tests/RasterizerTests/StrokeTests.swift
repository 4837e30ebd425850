import Foundation
import Testing
@testable import Rasterizer

/// Stroke outlines checked by area against the analytic figure.
@Suite struct StrokeTests {
    private func line(from a: CGPoint, to b: CGPoint) -> RasterPath {
        var path = RasterPath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    private func area(_ path: RasterPath, _ style: StrokeParameters, size: Int = 40) throws -> Double {
        try render(width: size, height: size) { $0.stroke(path, color: .white, style: style) }.coveredArea
    }

    @Test func buttCapsCoverExactlyTheRectangle() throws {
        let path = line(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 15, y: 10))
        let bitmap = try render(width: 30, height: 30) { $0.stroke(path, color: .white, style: StrokeParameters(lineWidth: 2)) }
        #expect(abs(bitmap.coveredArea - 20) < 0.01)
        #expect(bitmap.alpha(5, 9) == 255 && bitmap.alpha(14, 10) == 255 && bitmap.alpha(4, 9) == 0 && bitmap.alpha(15, 10) == 0)
    }

    @Test func squareAndRoundCapsAddTheirArea() throws {
        let path = line(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 15, y: 10))
        let square = try area(path, StrokeParameters(lineWidth: 2, lineCap: .square))
        let round = try area(path, StrokeParameters(lineWidth: 2, lineCap: .round))
        #expect(abs(square - 24) < 0.01)  // each cap adds 1 × 2
        #expect(abs(round - (20 + Double.pi)) < 0.05)  // two half discs of radius 1
    }

    @Test func joinsAtARightAngle() throws {
        var path = RasterPath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 15))
        let miter = try area(path, StrokeParameters(lineWidth: 2, lineJoin: .miter))
        let bevel = try area(path, StrokeParameters(lineWidth: 2, lineJoin: .bevel))
        let round = try area(path, StrokeParameters(lineWidth: 2, lineJoin: .round))
        #expect(abs(miter - 40) < 0.01)
        #expect(abs(bevel - 39.5) < 0.01)
        #expect(abs(round - (39 + Double.pi / 4)) < 0.05)
    }

    @Test func miterLimitTurnsSharpMitersIntoBevels() throws {
        var path = RasterPath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addLine(to: CGPoint(x: 5, y: 15))
        let long = try area(path, StrokeParameters(lineWidth: 4, lineJoin: .miter, miterLimit: 20), size: 60)
        let limited = try area(path, StrokeParameters(lineWidth: 4, lineJoin: .miter, miterLimit: 2), size: 60)
        let bevel = try area(path, StrokeParameters(lineWidth: 4, lineJoin: .bevel), size: 60)
        #expect(long > limited + 1)
        #expect(abs(limited - bevel) < 0.01)
    }

    @Test func closedRectangleStrokeIsARing() throws {
        let bitmap = try render(width: 20, height: 20) { $0.stroke(.rect(CGRect(x: 5, y: 5, width: 10, height: 10)), color: .white, style: StrokeParameters(lineWidth: 2)) }
        #expect(abs(bitmap.coveredArea - (144 - 64)) < 0.01)
        #expect(bitmap.alpha(10, 10) == 0)
        #expect(bitmap.alpha(4, 4) == 255)  // mitred corner
    }

    @Test func dashesSplitTheLine() throws {
        let path = line(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 15, y: 10))
        let dashed = try area(path, StrokeParameters(lineWidth: 2, dash: [2, 2]))
        #expect(abs(dashed - 12) < 0.01)  // dashes 0–2, 4–6, 8–10
        let shifted = try area(path, StrokeParameters(lineWidth: 2, dash: [2, 2], dashPhase: 1))
        #expect(abs(shifted - 10) < 0.01)  // 0–1, 3–5, 7–9
        let odd = try area(path, StrokeParameters(lineWidth: 2, dash: [3]))
        #expect(abs(odd - 12) < 0.01)  // [3] repeats as [3, 3]: 0–3, 6–9
        let longer = line(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 16, y: 10))
        let dots = try area(longer, StrokeParameters(lineWidth: 2, lineCap: .round, dash: [0, 5]))
        #expect(abs(dots - 3 * Double.pi) < 0.2)  // dots at 0, 5 and 10
        let solid = try area(path, StrokeParameters(lineWidth: 2, dash: [0, 0]))
        #expect(abs(solid - 20) < 0.01)
    }

    @Test func dashedClosedCircleKeepsItsLength() throws {
        let circle = RasterPath.ellipse(in: CGRect(x: 10, y: 10, width: 40, height: 40))
        let full = try area(circle, StrokeParameters(lineWidth: 2), size: 60)
        let half = try area(circle, StrokeParameters(lineWidth: 2, dash: [Double.pi * 40 / 16, Double.pi * 40 / 16]), size: 60)
        #expect(abs(full - 2 * Double.pi * 20 * 2) < 0.5)
        #expect(abs(half - full / 2) < 0.5)
    }

    @Test func strokeBorderStaysInsideTheShape() throws {
        let rect = CGRect(x: 4, y: 4, width: 30, height: 20)
        for shape in [ShapeGeometry.rect, .ellipse, .capsule(style: .circular), .roundedRect(cornerSize: CGSize(width: 6, height: 6), style: .continuous)] {
            let lineWidth: CGFloat = 3
            let bitmap = try render(width: 40, height: 30) {
                $0.stroke(shape.inset(by: lineWidth / 2).path(in: rect), color: .white, style: StrokeParameters(lineWidth: lineWidth))
            }
            for y in 0..<30 {
                for x in 0..<40 where !(4..<34).contains(x) || !(4..<24).contains(y) {
                    #expect(bitmap.alpha(x, y) == 0, "\(shape) leaks at (\(x), \(y))")
                }
            }
            #expect(bitmap.coveredArea > 50)
        }
        // The rectangle's border touches its bounds exactly.
        let border = try render(width: 40, height: 30) {
            $0.stroke(ShapeGeometry.rect.inset(by: 1.5).path(in: rect), color: .white, style: StrokeParameters(lineWidth: 3))
        }
        #expect(border.alpha(4, 10) == 255 && border.alpha(33, 10) == 255 && border.alpha(10, 4) == 255)
    }

    @Test func circleStrokeAreaMatchesAnnulus() throws {
        let circle = RasterPath.ellipse(in: CGRect(x: 5.3, y: 5.7, width: 50, height: 50))
        let measured = try area(circle, StrokeParameters(lineWidth: 4), size: 64)
        let exact = Double.pi * (27 * 27 - 23 * 23)
        #expect(abs(measured - exact) < 0.5)
    }

    @Test func zeroWidthAndDegenerateStrokesDrawNothingOrDots() throws {
        let point = line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 10))
        #expect(try area(point, StrokeParameters(lineWidth: 2)) == 0)
        #expect(abs(try area(point, StrokeParameters(lineWidth: 2, lineCap: .round)) - Double.pi) < 0.05)
        #expect(abs(try area(point, StrokeParameters(lineWidth: 2, lineCap: .square)) - 4) < 0.01)
        #expect(try area(line(from: .zero, to: CGPoint(x: 20, y: 20)), StrokeParameters(lineWidth: 0)) == 0)
    }
}

/// Stroked curves against the exact annulus.
@Suite struct StrokeAccuracyTests {
    @Test func strokedCirclesMatchExactAnnulus() throws {
        let seed = testSeed(0xA22)
        var random = SplitMix64(seed: seed)
        for trial in 0..<16 {
            let radius = random.range(3, 60), lineWidth = random.range(0.5, min(8, radius))
            let size = Int((2 * (radius + lineWidth)).rounded(.up)) + 6
            let center = CGPoint(x: Double(size) / 2 + random.unit() - 0.5, y: Double(size) / 2 + random.unit() - 0.5)
            let circle = RasterPath.ellipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            let bitmap = try render(width: size, height: size) { $0.stroke(circle, color: .white, style: StrokeParameters(lineWidth: lineWidth)) }
            let outer = CoverageOracle.ellipse(center: center, u: CGPoint(x: radius + lineWidth / 2, y: 0), v: CGPoint(x: 0, y: radius + lineWidth / 2))
            let inner = CoverageOracle.ellipse(center: center, u: CGPoint(x: radius - lineWidth / 2, y: 0), v: CGPoint(x: 0, y: radius - lineWidth / 2))
            let oracle = CoverageOracle(width: size, height: size) { y in
                guard let o = outer(y).first else { return [] }
                guard let i = inner(y).first else { return [o] }
                return [(o.0, i.0), (i.1, o.1)]
            }.coverage()
            let (worst, x, y) = maximumDeviation(bitmap, oracle)
            #expect(worst <= 2, "seed \(seed) trial \(trial): circle radius \(radius) stroked \(lineWidth) differs by \(worst)/255 at (\(x), \(y))")
        }
    }
}
