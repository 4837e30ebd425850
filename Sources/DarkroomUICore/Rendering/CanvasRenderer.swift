import Foundation
import Rasterizer

/// Plays a `DisplayList` onto a `RasterCanvas`: the only place DarkroomUI touches pixels.
enum CanvasRenderer {
    /// Renders `list` into a new transparent canvas of `width`×`height` pixels at the list's scale.
    static func render(_ list: DisplayList, width: Int, height: Int) throws -> Bitmap {
        let canvas = try RasterCanvas(width: width, height: height, scale: list.scale)
        // The transforms of enclosing `pushTransform`s, composed (innermost applied first).
        var transforms: [Transform2D] = []
        var transform = Transform2D.identity
        for item in list.items {
            switch item {
            case .fill(let path, let color, let style):
                canvas.fill(rasterPath(path), color: rgba(color), rule: style.isEOFilled ? .evenOdd : .nonZero, transform: transform)
            case .stroke(let path, let color, let style):
                canvas.stroke(rasterPath(path), color: rgba(color), style: parameters(style), transform: transform)
            case .aliasedStroke(let path, let color, let style):
                canvas.stroke(rasterPath(path), color: rgba(color), style: parameters(style), transform: transform, antialiased: false)
            case .fillShading(let path, let shading, let style):
                canvas.fill(rasterPath(path), shading: shading, rule: style.isEOFilled ? .evenOdd : .nonZero, transform: transform)
            case .fillBackdrop(let path, let material, let style):
                canvas.fillBackdrop(rasterPath(path), material: material, rule: style.isEOFilled ? .evenOdd : .nonZero, transform: transform)
            case .strokeShading(let path, let shading, let style):
                canvas.stroke(rasterPath(path), shading: shading, style: parameters(style), transform: transform)
            case .pushTransform(let t):
                transforms.append(transform)
                transform = Transform2D(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).concatenating(transform)
            case .popTransform:
                transform = transforms.popLast() ?? .identity
            case .beginLayer:
                canvas.beginLayer()
            case .endLayer(let effect):
                canvas.endLayer(effect)
            case .pushClip(let path, let style):
                canvas.pushClip(rasterPath(path), rule: style.isEOFilled ? .evenOdd : .nonZero, transform: transform)
            case .popClip:
                canvas.popClip()
            case .beginOpacityGroup(let opacity):
                canvas.beginOpacityGroup(opacity)
            case .endOpacityGroup:
                canvas.endOpacityGroup()
            case .text(let text):
                try text.draw(on: canvas, transform: transform)
            case .image(let image):
                if let error = image.error { throw error }
                canvas.drawBitmap(image.bitmap, in: image.frame, interpolation: interpolation(image.interpolation), opacity: image.opacity, transform: transform)
            }
        }
        return canvas.makeBitmap()
    }

    static func rgba(_ c: ResolvedColor) -> RGBA {
        RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
    }

    static func parameters(_ s: StrokeStyle) -> StrokeParameters {
        let cap: LineCap =
            switch s.lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: LineJoin =
            switch s.lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        return StrokeParameters(lineWidth: s.lineWidth, lineCap: cap, lineJoin: join, miterLimit: s.miterLimit, dash: s.dash, dashPhase: s.dashPhase)
    }

    static func interpolation(_ i: ImageDrawing.Interpolation) -> ImageInterpolation {
        switch i {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }

    /// A DarkroomUI path as a rasterizer path; single rounded rectangles keep their exact (continuous) corners.
    static func rasterPath(_ path: Path) -> RasterPath {
        let components = path.components
        if components.count == 1, case .roundedRect(let rect, let size, let style) = components[0] {
            return RasterPath.roundedRect(rect, cornerSize: size, style: style == .continuous ? .continuous : .circular)
        }
        var out = RasterPath()
        for component in components {
            switch component {
            case .rect(let r):
                out.addRect(r)
            case .ellipse(let r):
                out.addEllipse(in: r)
            case .roundedRect, .elements:
                for element in PathGeometry.elements(of: component) {
                    switch element {
                    case .move(let p): out.move(to: p)
                    case .line(let p): out.addLine(to: p)
                    case .quadCurve(let p, let c): out.addQuadCurve(to: p, control: c)
                    case .curve(let p, let c1, let c2): out.addCurve(to: p, control1: c1, control2: c2)
                    case .closeSubpath: out.closeSubpath()
                    }
                }
            }
        }
        return out
    }
}
