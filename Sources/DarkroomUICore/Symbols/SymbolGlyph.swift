import Foundation
import Typesetting

/// One icon-font glyph drawn for an SF Symbol name, with the adjustments that bring it near SF's drawing.
struct SymbolGlyph: Hashable, Sendable {
    let font: SymbolFont
    let codePoint: UInt32
    /// Drawn this many times its em-box size, about the box's centre (SF's chevrons are taller than Material's).
    var scale: CGFloat = 1
    /// Clockwise quarter turns in degrees (90, 180, 270): Material's battery stands upright, SF's lies down.
    var rotation: Int = 0
    /// Mirrored left to right (a speech bubble whose tail is on the other side).
    var flipped = false

    static func material(_ codePoint: UInt32, scale: CGFloat = 1, rotation: Int = 0, flipped: Bool = false) -> SymbolGlyph {
        SymbolGlyph(font: .material, codePoint: codePoint, scale: scale, rotation: rotation, flipped: flipped)
    }

    static func fontAwesome(_ codePoint: UInt32, scale: CGFloat = 1, rotation: Int = 0, flipped: Bool = false) -> SymbolGlyph {
        SymbolGlyph(font: .fontAwesome, codePoint: codePoint, scale: scale, rotation: rotation, flipped: flipped)
    }

    /// A character of the lettering face (`SymbolFont.lettering`), drawn `lettering` times its em box's size so
    /// that a digit's height is SF's share of an enclosure (about half its side).
    static func lettering(_ codePoint: UInt32, scale: CGFloat = letteringScale) -> SymbolGlyph {
        SymbolGlyph(font: .lettering, codePoint: codePoint, scale: scale)
    }

    /// How much larger than its em box a lettering glyph is drawn: Liberation Sans's em box is 1.15 em tall, its
    /// digits 0.72 em, so at this scale a digit fills about 88 % of the inner box, half of an enclosure's side.
    static let letteringScale: CGFloat = 1.4

    /// The glyph's outline (non-zero fill) and the square box, in the same coordinates, that is fitted into the
    /// symbol's box; nil when the font could not be registered or lacks the code point.
    func outline() -> (path: Path, viewBox: CGRect)? {
        guard let family = font.family, let scalar = Unicode.Scalar(codePoint) else { return nil }
        let size = 96.0
        let engine = TypesettingEngine.shared
        guard let layout = try? engine.layout(AttributedText(String(Character(scalar)), font: .custom(family, size: size))),
            layout.missingCharacters.isEmpty, let line = layout.lines.first, let glyph = line.glyphs.first,
            let outline = engine.outline(of: glyph)
        else { return nil }
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let to): path.move(to: to)
            case .line(let to): path.addLine(to: to)
            case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        // The em box: the advance across, ascender to descender down; squared about its centre.
        let em = CGRect(x: glyph.position.x, y: line.baseline - line.ascent, width: line.width, height: line.ascent + line.descent)
        let centre = CGPoint(x: em.midX, y: em.midY)
        let side = max(em.width, em.height) * (1 - 2 * font.margin) / (scale > 0 && scale.isFinite ? scale : 1)
        let box = CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
        // Exact quarter turns (no sine rounding), then the mirror, about the centre.
        var turn = CGAffineTransform.identity
        switch ((rotation % 360) + 360) % 360 {
        case 90: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 180: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 270: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: break
        }
        if flipped { turn = turn.concatenating(CGAffineTransform(scaleX: -1, y: 1)) }
        let transform = CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(turn).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
        return (path.applying(transform), box)
    }
}
