import Foundation
import Testing
@testable import Rasterizer

@Suite struct PathTests {
    @Test func boundingRectIsTight() {
        #expect(RasterPath.ellipse(in: CGRect(x: 1, y: 2, width: 10, height: 6)).boundingRect == CGRect(x: 1, y: 2, width: 10, height: 6))
        var curve = RasterPath()
        curve.move(to: CGPoint(x: 0, y: 0))
        curve.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        let box = curve.boundingRect
        #expect(abs(box.maxY - 7.5) < 1e-9 && box.minX == 0 && box.maxX == 10)
        #expect(RasterPath().boundingRect.isNull)
        #expect(RasterPath().isEmpty)
    }

    @Test func arcDirectionFollowsSwiftUI() {
        // clockwise: false sweeps with increasing angle, which is clockwise on a y-down screen.
        var path = RasterPath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(path.boundingRect.width - 10) < 1e-9 && abs(path.boundingRect.height - 10) < 1e-9)
        var other = RasterPath()
        other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(other.boundingRect.width - 20) < 1e-9 && abs(other.boundingRect.height - 20) < 1e-9)
        #expect(abs(other.boundingRect.minY + 10) < 1e-9)
        // A full turn (or more) draws the whole circle.
        var circle = RasterPath()
        circle.addArc(center: CGPoint(x: 20, y: 20), radius: 5, startAngle: 0, endAngle: 7, clockwise: false)
        let area = (try? render(width: 40, height: 40) { $0.fill(circle, color: .white) })?.coveredArea ?? 0
        #expect(abs(area - Double.pi * 25) < 0.1)
    }

    @Test func roundedRectCornersAreClamped() throws {
        let rect = CGRect(x: 2, y: 2, width: 20, height: 10)
        let big = try render(width: 24, height: 14) { $0.fill(.roundedRect(rect, cornerSize: CGSize(width: 50, height: 50), style: .circular), color: .white) }
        let capsule = try render(width: 24, height: 14) { $0.fill(.capsule(in: rect, style: .circular), color: .white) }
        #expect(sameBitmaps(big, capsule))
        #expect(abs(capsule.coveredArea - (10 * 10 + Double.pi * 25)) < 0.15)
        let square = try render(width: 24, height: 14) { $0.fill(.roundedRect(rect, cornerSize: .zero, style: .continuous), color: .white) }
        #expect(square.coveredArea == 200)
    }

    @Test func continuousCornerExtendsAlongTheEdges() {
        let path = RasterPath.roundedRect(CGRect(x: 0, y: 0, width: 200, height: 100), cornerSize: CGSize(width: 20, height: 20), style: .continuous)
        guard case .move(to: let start) = path.elements.first else {
            Issue.record("continuous rounded rect should start with a move")
            return
        }
        // The top edge's straight part starts 1.528665 × r from the left corner.
        #expect(abs(start.x - 1.528665 * 20) < 1e-9 && start.y == 0)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 100))
        // Continuous corners cut less of the corner than circular ones only near the tangent points; in
        // total they remove more area (the squircle sits inside the circle near the diagonal).
        let circularArea =
            (try? render(width: 200, height: 100) {
                $0.fill(.roundedRect(CGRect(x: 0, y: 0, width: 200, height: 100), cornerSize: CGSize(width: 20, height: 20), style: .circular), color: .white)
            })?.coveredArea ?? 0
        let continuousArea = (try? render(width: 200, height: 100) { $0.fill(path, color: .white) })?.coveredArea ?? 0
        #expect(continuousArea < circularArea && continuousArea > 20_000 - 4 * 400)
    }

    @Test func tooSmallContinuousRectBlendsTowardCircular() throws {
        // Radius = half the short side leaves no room for the extension: it becomes the circular capsule.
        let rect = CGRect(x: 1, y: 1, width: 30, height: 10)
        let continuous = try render(width: 32, height: 12) { $0.fill(.roundedRect(rect, cornerSize: CGSize(width: 5, height: 5), style: .continuous), color: .white) }
        let circular = try render(width: 32, height: 12) { $0.fill(.capsule(in: rect, style: .circular), color: .white) }
        #expect(abs(continuous.coveredArea - circular.coveredArea) < 0.1)
    }

    @Test func transformsMapPathsAndCompose() {
        let t = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 1, y: 1))
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 3, y: 4))
        let moved = RasterPath.rect(CGRect(x: 0, y: 0, width: 1, height: 1)).applying(t)
        #expect(moved.boundingRect == CGRect(x: 1, y: 1, width: 2, height: 3))
        let ellipse = RasterPath.ellipse(in: CGRect(x: -1, y: -1, width: 2, height: 2)).applying(Transform2D(scaleX: 5, y: 1))
        #expect(abs(ellipse.boundingRect.width - 10) < 1e-9)
        let r = Transform2D(rotationAngle: .pi / 2)
        let p = r.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(t.inverted.map { $0.apply(to: CGPoint(x: 3, y: 4)) } == CGPoint(x: 1, y: 1))
    }

    @Test func shapeGeometryInsets() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let inset = ShapeGeometry.roundedRect(cornerSize: CGSize(width: 8, height: 8), style: .circular).inset(by: 2).path(in: rect)
        #expect(inset == RasterPath.roundedRect(rect.insetBy(dx: 2, dy: 2), cornerSize: CGSize(width: 6, height: 6), style: .circular))
        #expect(ShapeGeometry.ellipse.inset(by: 30).path(in: rect).isEmpty)
        #expect(ShapeGeometry.capsule(style: .circular).path(in: rect) == RasterPath.capsule(in: rect, style: .circular))
    }
}
