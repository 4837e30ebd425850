import Foundation

/// The coverage of a `SymbolComposite` in its square box (coloured by `SymbolGlyphView`). With the hierarchical rendering
/// mode a filled enclosure is the secondary layer (the foreground at reduced opacity) under the glyph, as SF
/// Symbols layers `xmark.circle.fill`; otherwise the glyph is knocked out of it.
nonisolated struct SymbolCompositeView: View {
    let composite: SymbolComposite
    let outline: (path: Path, viewBox: CGRect)
    let hierarchical: Bool
    let side: CGFloat
    /// Extra stroke for weights above regular, in points (`SymbolImage.boldness`).
    var boldness: CGFloat = 0

    /// The opacity of a hierarchical symbol's secondary layer.
    static let secondaryOpacity = 0.3
    /// The inner glyph's share of an enclosure's side.
    static let innerFraction: CGFloat = 0.56

    @MainActor var body: some View {
        let line = max(side * 0.075, 0.5) + boldness
        let shape = SymbolPathShape(
            path: outline.path, viewBox: outline.viewBox,
            fraction: composite.enclosure == nil ? 1 : Self.innerFraction)
        let glyph = SymbolWeightedGlyph(shape: shape, boldness: composite.enclosure == nil ? boldness : boldness * Self.innerFraction)
        switch composite.enclosure {
        case nil where composite.slashed:
            ZStack {
                glyph
                SymbolSlash().stroke(style: StrokeStyle(lineWidth: line * 3, lineCap: .round)).blendMode(.destinationOut)
                SymbolSlash().stroke(style: StrokeStyle(lineWidth: line, lineCap: .round))
            }
            .compositingGroup()
        case nil:
            glyph
        case let enclosure? where composite.filled:
            if hierarchical {
                ZStack {
                    SymbolEnclosure(kind: enclosure).opacity(Self.secondaryOpacity)
                    glyph
                }
            } else {
                ZStack {
                    SymbolEnclosure(kind: enclosure)
                    glyph.blendMode(.destinationOut)
                }
                .compositingGroup()
            }
        case let enclosure?:
            ZStack {
                SymbolEnclosure(kind: enclosure)
                    .stroke(style: StrokeStyle(lineWidth: line, dash: enclosure == .dashedCircle ? [line * 1.6, line * 1.6] : []))
                glyph
            }
        }
    }
}
