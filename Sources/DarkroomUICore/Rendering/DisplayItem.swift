import Foundation
import Rasterizer

/// One drawing operation of a `DisplayList` (coordinates in points, root space).
public enum DisplayItem: Equatable, Sendable, CustomStringConvertible {
    /// Fill `path` with `color`.
    case fill(Path, color: ResolvedColor, style: FillStyle)
    /// Stroke `path` (centred on it) with `color`.
    case stroke(Path, color: ResolvedColor, style: StrokeStyle)
    /// Stroke `path` (centred on it) with `color`, without anti-aliasing (`antialiased: false`).
    case aliasedStroke(Path, color: ResolvedColor, style: StrokeStyle)
    /// Intersect the clip with `path` until the matching `popClip`.
    case pushClip(Path, style: FillStyle)
    /// Ends the innermost clip.
    case popClip
    /// Draw everything until the matching `endOpacityGroup` as one layer composited with `opacity`.
    case beginOpacityGroup(Double)
    /// Ends the innermost opacity group.
    case endOpacityGroup
    /// A run of text (glyph masks, colour glyphs and decorations from its Typesetting layout).
    case text(TextDrawing)
    /// A bitmap image drawn into a rect.
    case image(ImageDrawing)
    /// Fill `path` with a gradient (its geometry in root points).
    case fillShading(Path, Shading, style: FillStyle)
    /// Stroke `path` with a gradient.
    case strokeShading(Path, Shading, style: StrokeStyle)
    /// Draw everything until the matching `popTransform` through `transform` (root points to root points),
    /// after any enclosing transforms' inner ones.
    case pushTransform(CGAffineTransform)
    /// Ends the innermost transform.
    case popTransform
    /// Draw everything until the matching `endLayer` into a layer of its own.
    case beginLayer
    /// Composites the innermost layer with an effect (blur, shadow, colour matrix, blend mode, projection).
    case endLayer(LayerEffect)
    /// Fill `path` with a material: what is drawn behind it, blurred, saturated and tinted.
    case fillBackdrop(Path, BackdropMaterial, style: FillStyle)

    public var description: String {
        switch self {
        case .fill(let path, let color, let style):
            return "fill \(path) \(color)\(style.isEOFilled ? " evenOdd" : "")"
        case .stroke(let path, let color, let style):
            return "stroke \(path) \(color) width \(DumpFormat.number(style.lineWidth))"
        case .aliasedStroke(let path, let color, let style):
            return "stroke \(path) \(color) width \(DumpFormat.number(style.lineWidth)) aliased"
        case .pushClip(let path, _):
            return "clip \(path)"
        case .popClip:
            return "end clip"
        case .beginOpacityGroup(let opacity):
            return "opacity \(DumpFormat.number(CGFloat(opacity)))"
        case .endOpacityGroup:
            return "end opacity"
        case .text(let text):
            return "text \"\(text.string)\" \(DumpFormat.rect(text.frame)) \(text.color)"
        case .image(let image):
            if let error = image.error { return "image error \(error)" }
            return "image \(image.bitmap.width)×\(image.bitmap.height) in \(DumpFormat.rect(image.frame))"
        case .fillShading(let path, let shading, let style):
            return "fill \(path) \(Self.describe(shading))\(style.isEOFilled ? " evenOdd" : "")"
        case .strokeShading(let path, let shading, let style):
            return "stroke \(path) \(Self.describe(shading)) width \(DumpFormat.number(style.lineWidth))"
        case .pushTransform(let t):
            return "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { DumpFormat.number($0) }.joined(separator: " "))]"
        case .popTransform:
            return "end transform"
        case .beginLayer:
            return "layer"
        case .endLayer(let effect):
            return "end layer \(Self.describe(effect))"
        case .fillBackdrop(let path, let material, let style):
            let tints = material.tints.map {
                ResolvedColor(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.alpha).description
                    + ($0.mode == .normal ? "" : " \($0.mode)")
            }
            return "fill \(path) material blur \(DumpFormat.number(CGFloat(material.blurRadius)))"
                + (material.saturation == 1 ? "" : " saturation \(DumpFormat.number(CGFloat(material.saturation)))")
                + " tints [\(tints.joined(separator: ", "))]\(style.isEOFilled ? " evenOdd" : "")"
        }
    }

    private static func describe(_ shading: Shading) -> String {
        let kind: String =
            switch shading.geometry {
            case .linear: "linear"
            case .radial: "radial"
            case .elliptical: "elliptical"
            case .angular: "angular"
            }
        let stops = shading.stops.map { s in
            ResolvedColor(red: s.color.red, green: s.color.green, blue: s.color.blue, opacity: s.color.alpha).description
                + "@" + DumpFormat.number(CGFloat(s.location))
        }
        return "\(kind) gradient [\(stops.joined(separator: " "))]"
    }

    private static func describe(_ effect: LayerEffect) -> String {
        switch effect {
        case .opacity(let o): return "opacity \(DumpFormat.number(CGFloat(o)))"
        case .blend(let mode): return "blendMode \(mode)"
        case .colorMatrix(let m): return "colorMatrix [\(m.m.map { DumpFormat.number(CGFloat($0)) }.joined(separator: " "))]"
        case .blur(let radius, let bounds):
            return "blur \(DumpFormat.number(CGFloat(radius)))" + (bounds.map { " opaque in \(DumpFormat.rect($0))" } ?? "")
        case .shadow(let color, let radius, let offset):
            return
                "shadow \(ResolvedColor(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)) radius \(DumpFormat.number(CGFloat(radius))) offset \(DumpFormat.size(offset))"
        case .innerShadow(let color, let radius, let offset):
            return
                "inner shadow \(ResolvedColor(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)) radius \(DumpFormat.number(CGFloat(radius))) offset \(DumpFormat.size(offset))"
        case .shadowOnly(let color, let radius, let offset):
            return
                "shadow only \(ResolvedColor(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)) radius \(DumpFormat.number(CGFloat(radius))) offset \(DumpFormat.size(offset))"
        case .shadowAbove(let color, let radius, let offset):
            return
                "shadow above \(ResolvedColor(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)) radius \(DumpFormat.number(CGFloat(radius))) offset \(DumpFormat.size(offset))"
        case .projection(let p):
            return "projection [\([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map { DumpFormat.number(CGFloat($0)) }.joined(separator: " "))]"
        }
    }
}
