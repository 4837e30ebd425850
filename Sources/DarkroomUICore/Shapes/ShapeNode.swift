import Foundation
import Rasterizer

/// A leaf that fills or strokes a path in its frame (shapes and colours).
final class ShapeNode: LayoutNode {
    override var drawsContent: Bool { true }

    enum Paint {
        case fill(ResolvedColor, FillStyle)
        case stroke(ResolvedColor, StrokeStyle, antialiased: Bool)
        /// A gradient fill (geometry placed in the shape's frame).
        case fillGradient(ResolvedGradient, FillStyle)
        /// A gradient stroke (geometry placed in the shape's frame).
        case strokeGradient(ResolvedGradient, StrokeStyle)
        /// A material fill: the backdrop under the shape blurred and tinted.
        case fillMaterial(BackdropMaterial, FillStyle)

        /// A fill or stroke of `paint`.
        static func make(_ paint: ResolvedPaint, fill: FillStyle) -> Paint {
            switch paint {
            case .color(let c): .fill(c, fill)
            case .gradient(let g): .fillGradient(g, fill)
            case .material(let m, let dark): .fillMaterial(m.recipe(dark: dark), fill)
            }
        }

        static func make(_ paint: ResolvedPaint, stroke: StrokeStyle, antialiased: Bool = true) -> Paint {
            switch paint {
            case .color(let c): .stroke(c, stroke, antialiased: antialiased)
            case .gradient(let g): .strokeGradient(g, stroke)
            // A stroke has no backdrop to frost: its fill tint stands in.
            case .material(let m, let dark): .stroke(m.representativeColor(dark: dark), stroke, antialiased: antialiased)
            }
        }
    }

    /// Computed only when a dump asks for it.
    let name: () -> String
    let paint: Paint
    let path: (CGRect) -> Path
    let size: (ProposedViewSize) -> CGSize
    /// A colour fill or stroke in a level of the default foreground on a material is drawn vibrant.
    var vibrancy: Vibrancy?

    init(name: @escaping () -> String, paint: Paint, path: @escaping (CGRect) -> Path, size: @escaping (ProposedViewSize) -> CGSize) {
        self.name = name
        self.paint = paint
        self.path = path
        self.size = size
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }

    override func draw(into builder: inout DisplayListBuilder) {
        if let vibrancy, builder.drawsVibrancy {
            var opaque = self.paint
            switch paint {
            case .fill(let color, let style) where !color.isInvisible: opaque = .fill(vibrancy.color, style)
            case .stroke(let color, let style, let antialiased) where !color.isInvisible:
                opaque = .stroke(vibrancy.color, style, antialiased: antialiased)
            default: break
            }
            vibrancy.append(into: &builder) { draw(opaque, into: &$0) }
            return
        }
        draw(paint, into: &builder)
    }

    private func draw(_ paint: Paint, into builder: inout DisplayListBuilder) {
        let rect = builder.snap(frame)
        guard rect.width.isFinite, rect.height.isFinite else { return }
        switch paint {
        case .fill(let color, let style):
            guard !color.isInvisible else { return }
            let p = Self.path(path, in: rect)
            if !p.isEmpty { builder.append(.fill(p, color: color, style: style)) }
        case .stroke(let color, let style, let antialiased):
            guard !color.isInvisible, style.lineWidth > 0, style.lineWidth.isFinite else { return }
            let p = Self.path(path, in: rect)
            guard !p.isEmpty else { return }
            builder.append(antialiased ? .stroke(p, color: color, style: style) : .aliasedStroke(p, color: color, style: style))
        case .fillGradient(let gradient, let style):
            guard !ResolvedPaint.gradient(gradient).isInvisible else { return }
            let p = Self.path(path, in: rect)
            if !p.isEmpty { builder.append(.fillShading(p, gradient.shading(in: rect), style: style)) }
        case .strokeGradient(let gradient, let style):
            guard !ResolvedPaint.gradient(gradient).isInvisible, style.lineWidth > 0, style.lineWidth.isFinite else { return }
            let p = Self.path(path, in: rect)
            if !p.isEmpty { builder.append(.strokeShading(p, gradient.shading(in: rect), style: style)) }
        case .fillMaterial(let material, let style):
            let p = Self.path(path, in: rect)
            if !p.isEmpty { builder.append(.fillBackdrop(p, material, style: style)) }
        }
    }

    /// The shape's path for `rect`: like SwiftUI, the shape is asked for its path in its own coordinates
    /// (origin zero), then moved to its frame, so a `Path` with absolute points draws inside its frame.
    static func path(_ make: (CGRect) -> Path, in rect: CGRect) -> Path {
        guard rect.origin != .zero else { return make(rect) }
        return make(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
    }

    override var debugName: String { name() }

    override var debugAttributes: [String] {
        switch paint {
        case .fill(let c, _): return name().hasPrefix("Color(") ? [] : ["fill: \(c)"]
        case .stroke(let c, let s, _): return ["stroke: \(c)", "lineWidth: \(DumpFormat.number(s.lineWidth))"]
        case .fillGradient(let g, _): return ["fill: \(g.geometry.name) gradient (\(g.stops.count) stops)"]
        case .strokeGradient(let g, let s): return ["stroke: \(g.geometry.name) gradient (\(g.stops.count) stops)", "lineWidth: \(DumpFormat.number(s.lineWidth))"]
        case .fillMaterial: return ["fill: material"]
        }
    }

    /// A readable name for a shape type: `Capsule`, `RoundedRectangle`, `strokeBorder(Capsule)`.
    static func name<S: Shape>(of shape: S) -> String {
        var n = String(describing: S.self)
        n = n.replacingOccurrences(of: "_StrokedShape<_InsetShape<", with: "strokeBorder<")
        n = n.replacingOccurrences(of: "_StrokedShape<", with: "stroke<")
        n = n.replacingOccurrences(of: "_InsetShape<", with: "inset<")
        if let r = shape as? RoundedRectangle { n += "(cornerSize: \(DumpFormat.size(r.cornerSize)))" }
        return n
    }
}
