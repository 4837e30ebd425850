import Foundation

/// A symbol's drawing in its box: `coverage` (drawn opaque: glyphs, enclosures, knock-outs) decides where the
/// foreground style shows and how strongly, so a translucent style (`.secondary`) or a gradient colours the
/// whole symbol once, and a knocked-out glyph is clear whatever the style's opacity.
nonisolated struct SymbolGlyphView<Coverage: View>: View {
    let coverage: Coverage

    @MainActor var body: some View {
        Rectangle().mask { coverage.foregroundStyle(Color.black) }
    }
}

/// A glyph outline filled, and thickened by `boldness` points for weights above regular (SF Symbols come in nine
/// weights; the icon fonts in one).
nonisolated struct SymbolWeightedGlyph: View {
    let shape: SymbolPathShape
    let boldness: CGFloat

    @MainActor var body: some View {
        if boldness > 0 {
            ZStack {
                shape
                shape.stroke(style: StrokeStyle(lineWidth: boldness, lineJoin: .round))
            }
        } else {
            shape
        }
    }
}
