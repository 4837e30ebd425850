import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `Canvas` and `GraphicsContext`: pixels against hand-computed values.
@MainActor @Suite struct CanvasViewTests {
    func render<V: View>(_ view: V) throws -> Bitmap {
        try ImageRenderer(content: view).render()
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    func close(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    let red: [UInt8] = [255, 59, 48, 255], blue: [UInt8] = [0, 122, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    @Test func aCanvasTakesItsProposalAndFillsAPath() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20)), with: .color(.red))
        }
        .frame(width: 40, height: 30)
        let b = try render(view)
        #expect(b.width == 40 && b.height == 30)
        #expect(pixel(b, 10, 10) == red)
        #expect(pixel(b, 29, 19) == red)
        #expect(pixel(b, 9, 15) == clear)
        #expect(pixel(b, 30, 15) == clear)
    }

    @Test func translateAndScaleMoveLaterDrawing() throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 20, y: 0)
            context.scaleBy(x: 2, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        .frame(width: 50, height: 20)
        let b = try render(view)
        // The 10×10 square becomes x 20…40, y 0…10.
        #expect(pixel(b, 20, 5) == blue)
        #expect(pixel(b, 39, 9) == blue)
        #expect(pixel(b, 19, 5) == clear)
        #expect(pixel(b, 40, 5) == clear)
        #expect(pixel(b, 25, 10) == clear)
    }

    @Test func rotationTurnsDrawingAboutTheOrigin() throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 40, y: 0)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.blue))
        }
        .frame(width: 40, height: 40)
        let b = try render(view)
        // (x, y) ↦ (40 − y, x): the 20×10 rect becomes x 30…40, y 0…20.
        #expect(pixel(b, 35, 10) == blue)
        #expect(pixel(b, 31, 19) == blue)
        #expect(pixel(b, 28, 10) == clear)
        #expect(pixel(b, 35, 21) == clear)
    }

    @Test func opacityAndBlendModeComposite() throws {
        let view = Canvas { context, size in
            let all = Path(CGRect(origin: .zero, size: size))
            context.fill(all, with: .color(.white))
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .color(.blue))
            var multiplied = context
            multiplied.blendMode = .multiply
            multiplied.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .color(.red))
            // The copies' state did not touch the original: full-opacity, normal blending.
            context.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        .frame(width: 30, height: 10)
        let b = try render(view)
        // Black at 50% over white: 127.5.
        #expect(close(pixel(b, 5, 5), [128, 128, 128, 255], 1))
        // Multiply red (255, 59, 48) onto blue (0, 122, 255): (0, 122·59/255, 48) = (0, 28, 48).
        #expect(close(pixel(b, 15, 5), [0, 28, 48, 255]))
        #expect(pixel(b, 25, 5) == red)
    }

    @Test func linearGradientShadingIsInCanvasCoordinates() throws {
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        .frame(width: 100, height: 4)
        let b = try render(view)
        // Pixel 49 is sampled at x = 49.5: 49.5% of the way from black to white = 126.2.
        #expect(close(pixel(b, 49, 2), [126, 126, 126, 255]))
        #expect(close(pixel(b, 0, 2), [1, 1, 1, 255]))
        #expect(close(pixel(b, 99, 2), [254, 254, 254, 255]))
    }

    @Test func clipAndStroke() throws {
        let view = Canvas { context, size in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 40, y: 20))
            context.stroke(line, with: .color(.red), lineWidth: 4)
        }
        .frame(width: 40, height: 40)
        let b = try render(view)
        #expect(pixel(b, 1, 1) == clear)
        #expect(pixel(b, 20, 8) == blue)
        #expect(pixel(b, 20, 18) == red)
        #expect(pixel(b, 2, 21) == red)
        #expect(pixel(b, 20, 23) == blue)
    }

    @Test func textIsDrawnAroundItsAnchor() throws {
        let view = Canvas { context, size in
            context.draw(Text("Hi").foregroundColor(.black), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 60, height: 40)
        let b = try render(view)
        var inked: [(Int, Int)] = []
        for y in 0..<b.height { for x in 0..<b.width where pixel(b, x, y)[3] > 128 { inked.append((x, y)) } }
        #expect(!inked.isEmpty)
        // The ink sits around the centre (30, 20).
        let xs = inked.map(\.0), ys = inked.map(\.1)
        #expect(xs.min()! > 15 && xs.max()! < 45 && ys.min()! > 5 && ys.max()! < 35)
    }

    @Test func drawLayerCompositesAsOneLayer() throws {
        let view = Canvas { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 10)), with: .color(.black))
            }
        }
        .frame(width: 30, height: 10)
        let b = try render(view)
        // The overlap is as light as the rest: the layer is faded once, not each fill.
        #expect(pixel(b, 5, 5) == pixel(b, 15, 5))
        #expect(close(pixel(b, 15, 5), [0, 0, 0, 128], 1))
    }

    @Test func nonFiniteInputIsSkippedWithADiagnostic() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: .infinity)
            context.draw(Text("x"), at: CGPoint(x: CGFloat.nan, y: 0))
            var blurred = context
            blurred.addFilter(.blur(radius: CGFloat.nan))
            blurred.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
        }
        .frame(width: 20, height: 20)
        let b = try render(view)
        #expect(pixel(b, 2, 2) == blue)
        #expect(pixel(b, 15, 15) == clear)
        let laidOut = try LayoutInspector.layout(view, in: .unspecified)
        #expect(laidOut.diagnostics.contains { $0.contains("Canvas fill") && $0.contains("non-finite") })
        #expect(laidOut.diagnostics.contains { $0.contains("lineWidth") })
    }
}
