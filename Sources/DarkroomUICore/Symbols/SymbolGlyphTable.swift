import Foundation

/// Which glyph draws an SF Symbol name: the Material Icons glyph of the generated table (`SymbolGlyphTable+Glyphs.swift`,
/// from `scripts/symbols/symbol-map.txt`), else the Font Awesome 4.7 glyph of `ShippedSymbols`. Both fonts ship with
/// Darkroom (`SymbolFont`), so the order is fixed.
enum SymbolGlyphTable {
    /// The glyph for exactly `name` whose font is registered, or nil.
    static func glyph(named name: String) -> SymbolGlyph? {
        if let glyph = glyphs[name], glyph.font.family != nil { return glyph }
        if let code = ShippedSymbols.codePoint(for: name), SymbolFont.fontAwesome.family != nil { return .fontAwesome(code) }
        return nil
    }
}
