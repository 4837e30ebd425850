import DarkroomUI
import Foundation
import Testing

/// Path building and the built-in shapes' outlines.
@MainActor @Suite struct PathAndShapeTests {
    @Test func pathElements() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        p.closeSubpath()
        #expect(
            p.elements == [
                .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5)), .closeSubpath,
            ])
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(p.currentPoint == .zero)
        #expect(Path().isEmpty)
        #expect(Path().boundingRect.isNull)
    }

    @Test func primitiveShapesKeepTheirGeometry() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().path(in: r) == Path(r))
        #expect(Capsule().path(in: r) == Path(roundedRect: r, cornerSize: CGSize(width: 10, height: 10), style: .continuous))
        #expect(Capsule(style: .circular).path(in: r) == Path(roundedRect: r, cornerSize: CGSize(width: 10, height: 10), style: .circular))
        #expect(Circle().path(in: r) == Path(ellipseIn: CGRect(x: 10, y: 0, width: 20, height: 20)))
        #expect(Ellipse().path(in: r).boundingRect == r)
        // Corner radii larger than half the side are clamped.
        #expect(RoundedRectangle(cornerRadius: 50).path(in: r) == Path(roundedRect: r, cornerSize: CGSize(width: 20, height: 10)))
        // Inset shapes shrink the rect and the corners.
        #expect(RoundedRectangle(cornerRadius: 8).inset(by: 2).path(in: r) == Path(roundedRect: r.insetBy(dx: 2, dy: 2), cornerSize: CGSize(width: 6, height: 6)))
    }

    /// SwiftUI's ellipse starts at 3 o'clock and runs clockwise on screen, as CoreGraphics' `addEllipse(in:)`: a
    /// progress ring drawn as `Circle().trim(from: 0, to: p)` turned by −90° starts at the top.
    @Test func ellipseStartsAtThreeOClockAndRunsClockwise() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = Circle().path(in: r)
        #expect(circle.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        #expect(circle.currentPoint == CGPoint(x: 100, y: 50))
        // The first quarter is the lower-right one: from 3 o'clock to 6 o'clock.
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: r)
        let box = quarter.boundingRect
        #expect(box.minX >= 49.9 && box.minY >= 49.9, "first quarter spans \(box)")
        #expect(abs(box.maxX - 100) < 0.1 && abs(box.maxY - 100) < 0.1, "first quarter spans \(box)")
        // Half way round is 9 o'clock.
        let half = Circle().trim(from: 0, to: 0.5).path(in: r)
        #expect(half.boundingRect.minY >= 49.9, "the first half is the lower half: \(half.boundingRect)")
    }

    @Test func arcsAndTransforms() {
        var p = Path()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        // A half circle from (20, 10) through (10, 20) to (0, 10) (y down: increasing angles go clockwise on screen).
        guard case .move(let start)? = p.elements.first, case .curve(let end, _, _)? = p.elements.last else {
            Issue.record("unexpected \(p.elements)")
            return
        }
        #expect(abs(start.x - 20) < 1e-9 && abs(start.y - 10) < 1e-9)
        #expect(abs(end.x - 0) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(p.boundingRect.maxY > 19)
        let moved = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).applying(CGAffineTransform(translationX: 5, y: 1))
        #expect(moved.boundingRect == CGRect(x: 5, y: 1, width: 2, height: 2))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 1, dy: 1) == Path(CGRect(x: 1, y: 1, width: 2, height: 2)))
    }

    @Test func customShapeIsDrawnInItsFrame() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        let list = try ImageRenderer(content: Triangle().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 20, height: 10).padding(5)).displayList()
        guard case .fill(let path, _, let style)? = list.items.first else {
            Issue.record("no fill")
            return
        }
        #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(style.isEOFilled)
    }

    @Test func strokeStylesReachTheDisplayList() throws {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 1)
        let list = try ImageRenderer(content: Capsule().stroke(Color.blue, style: style).frame(width: 30, height: 10)).displayList()
        guard case .stroke(_, _, let s)? = list.items.first else {
            Issue.record("no stroke")
            return
        }
        #expect(s == style)
        // stroke(style:) draws with the foreground style.
        let fg = try ImageRenderer(content: Capsule().stroke(style: StrokeStyle(lineWidth: 3)).foregroundColor(.red).frame(width: 30, height: 10)).displayList()
        guard case .stroke(_, let color, _)? = fg.items.first else {
            Issue.record("expected a stroke, got \(String(describing: fg.items.first))")
            return
        }
        #expect(color.description == "#FF3B30FF")
    }
}
