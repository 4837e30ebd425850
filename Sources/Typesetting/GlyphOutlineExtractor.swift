import CFreeType
import Foundation

/// Collects FreeType outline callbacks into ``GlyphOutline`` elements (font units, y up).
private final class OutlineCollector {
    var elements: [GlyphOutline.Element] = []
    var isOpen = false
    let scale: Double

    init(scale: Double) { self.scale = scale }

    func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        guard let vector else { return .zero }
        return CGPoint(x: Double(vector.pointee.x) * scale, y: -Double(vector.pointee.y) * scale)
    }
}

extension EngineState {
    /// The outline of `glyphID` in `face` at `size` points, or `nil` for colour/bitmap glyphs.
    func outline(face faceIndex: Int, glyphID: UInt32, size: Double, synthetic: SyntheticStyle) -> GlyphOutline? {
        guard faceIndex >= 0, faceIndex < faces.count else { return nil }
        let face = faces[faceIndex]
        guard !face.isColorBitmap else { return nil }
        let flags = darkroom_ft_load_outline_flags() | Int32(FT_LOAD_NO_SCALE)
        guard FT_Load_Glyph(face.ftFace, FT_UInt(glyphID), flags) == 0,
            let slot = face.ftFace.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        // FT_LOAD_NO_SCALE leaves the face's size object unchanged, but be safe for the rasterizer.
        face.currentCharSize = -1
        // Synthetic styles work in font units here (one em = unitsPerEm).
        applySynthetic(synthetic, to: &slot.pointee.outline, pixelSize26Dot6: Int(face.unitsPerEm))
        let collector = OutlineCollector(scale: face.scale(at: size))
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let user else { return 1 }
                let collector = Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue()
                if collector.isOpen { collector.elements.append(.closeSubpath) }
                collector.elements.append(.move(to: collector.point(to)))
                collector.isOpen = true
                return 0
            },
            line_to: { to, user in
                guard let user else { return 1 }
                let collector = Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue()
                collector.elements.append(.line(to: collector.point(to)))
                return 0
            },
            conic_to: { control, to, user in
                guard let user else { return 1 }
                let collector = Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue()
                collector.elements.append(.quadCurve(to: collector.point(to), control: collector.point(control)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                guard let user else { return 1 }
                let collector = Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue()
                collector.elements.append(
                    .curve(
                        to: collector.point(to), control1: collector.point(control1), control2: collector.point(control2)))
                return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(collector) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        guard status == 0 else { return nil }
        if collector.isOpen { collector.elements.append(.closeSubpath) }
        return GlyphOutline(elements: collector.elements)
    }
}
