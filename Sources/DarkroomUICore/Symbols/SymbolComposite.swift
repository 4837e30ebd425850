import Foundation

/// An SF Symbol name drawn from the glyph of a shorter name, as SF Symbols builds its variants: `x.circle` (the
/// glyph inside a ring), `x.circle.fill` (knocked out of a disc), `x.square` / `x.square.fill` (a rounded square),
/// `x.circle.dashed`, `x.slash` (struck through top-left to bottom-right, with a gap cut beside the stroke), and
/// `x.fill` drawn as `x` when only the outline exists. A single digit or lowercase letter as the base (`1.circle`,
/// `a.square.fill`) is drawn as type from the lettering face.
struct SymbolComposite: Hashable, Sendable {
    enum Enclosure: Hashable, Sendable { case circle, dashedCircle, square }

    let inner: SymbolGlyph
    let enclosure: Enclosure?
    let filled: Bool
    let slashed: Bool

    /// The composite drawing `name`, or nil when its base symbol has no glyph.
    static func resolve(_ name: String) -> SymbolComposite? {
        var parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        func glyph(_ base: [String]) -> SymbolGlyph? {
            guard !base.isEmpty else { return nil }
            let name = base.joined(separator: ".")
            // `1.circle`, `a.square.fill`: SF draws a single digit or lowercase letter as type in the enclosure.
            if name.count == 1, let scalar = name.unicodeScalars.first, ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar),
                parts.last == "circle" || parts.last == "square"
            {
                return SymbolGlyph.lettering(scalar.value)
            }
            // Inside a filled enclosure SF draws the filled form of the base where there is one.
            return (filled ? SymbolGlyphTable.glyph(named: name + ".fill") : nil) ?? SymbolGlyphTable.glyph(named: name)
        }
        switch parts.last {
        case "circle", "square":
            let base = Array(parts.dropLast())
            guard let inner = glyph(base) else { return nil }
            return SymbolComposite(inner: inner, enclosure: parts.last == "circle" ? .circle : .square, filled: filled, slashed: false)
        case "dashed" where parts.count >= 3 && parts[parts.count - 2] == "circle" && !filled:
            guard let inner = glyph(Array(parts.dropLast(2))) else { return nil }
            return SymbolComposite(inner: inner, enclosure: .dashedCircle, filled: false, slashed: false)
        case "slash":
            guard let inner = glyph(Array(parts.dropLast())) else { return nil }
            return SymbolComposite(inner: inner, enclosure: nil, filled: filled, slashed: true)
        default:
            // `x.fill` with only `x` drawn: the outline stands in.
            guard filled, let inner = SymbolGlyphTable.glyph(named: parts.joined(separator: ".")) else { return nil }
            return SymbolComposite(inner: inner, enclosure: nil, filled: false, slashed: false)
        }
    }
}
