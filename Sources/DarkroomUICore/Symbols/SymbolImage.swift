import Foundation
import Rasterizer
import Typesetting

/// Resolves `Image(systemName:)`: sized from the environment's font and image scale, drawn from registered
/// artwork, the shipped icon-font glyph for the name (Material Icons, else Font Awesome 4.7), a composite of a
/// shorter name's glyph (`x.circle.fill`, `x.slash`…), or a marked placeholder (see `SymbolRegistry`).
enum SymbolImage {
    /// The font's point size a symbol is sized by (after Dynamic Type; 17 when the font has none).
    static func pointSize(in environment: EnvironmentValues) -> CGFloat {
        let font = environment.dynamicTypeSize.scale((environment.font ?? .body).descriptor)
        return font.size.isFinite && font.size > 0 ? CGFloat(font.size) : 17
    }

    /// The side of the square a symbol's artwork is drawn in, in points: `SymbolMetrics.drawingSide` for the font's
    /// point size and the image scale, rounded to the pixel grid; or the side a container fixes (a tab bar item's
    /// symbols are drawn at the bar's size, whatever the font).
    static func boxSide(in environment: EnvironmentValues) -> CGFloat {
        if let side = environment.fixedSymbolSide { return side }
        return SymbolMetrics.rounded(SymbolMetrics.drawingSide(pointSize: pointSize(in: environment), scale: environment.imageScale))
    }

    /// The weight a symbol is drawn at, as SwiftUI matches it to the text beside it: the view's `fontWeight(_:)`
    /// or `bold()`, else the font's weight (`.headline` is semibold), else regular.
    static func weight(in environment: EnvironmentValues) -> FontWeight {
        let style = environment.text.style
        if let weight = style.weight { return weight.value }
        if style.isBold == true { return .bold }
        return (environment.font ?? .body).descriptor.weight ?? .regular
    }

    /// The outline stroke, as a share of the box's side, that thickens a regular-weight glyph toward `weight`:
    /// 0.011 per hundred above regular (semibold 0.022, bold 0.033, black 0.055; an estimate of how SF Symbols'
    /// strokes grow); lighter weights draw the regular glyph.
    static func boldness(for weight: FontWeight) -> CGFloat {
        CGFloat(max(0, weight.value - FontWeight.regular.value)) / 100 * 0.011
    }

    /// The name to draw: the first of `name` + variant suffixes with artwork, else `name`.
    static func effectiveName(_ name: String, in environment: EnvironmentValues) -> String {
        let suffixes = environment.symbolVariants.suffixes
        guard !suffixes.isEmpty else { return name }
        let variant = ([name] + suffixes.filter { !name.split(separator: ".").contains(Substring($0)) }).joined(separator: ".")
        return hasArtwork(variant) ? variant : name
    }

    /// Whether `name` draws something other than the placeholder (registered, shipped or composite artwork).
    static func hasArtwork(_ name: String) -> Bool {
        SymbolRegistry.shared.artwork(named: name) != nil || SymbolGlyphTable.glyph(named: name) != nil
            || SymbolComposite.resolve(name) != nil
    }

    /// Whether a symbol points forward or backward in reading order (`chevron.forward`, `arrow.backward`,
    /// `arrowshape.turn.up.forward`, `delete.backward`): such symbols are mirrored right to left, as SF Symbols'
    /// direction-relative symbols are on iOS (HIG, "Right to left": "Flip an interface icon that shows forward or
    /// backward motion"). Symbols named for a fixed side (`chevron.right`) and the media symbols whose name begins
    /// with `forward`/`backward` (`forward.fill`: playback controls, among what Apple's "Supporting Right-to-Left
    /// Languages" says does not flip, "Video controls and timeline indicators") are not.
    static func isDirectional(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }

    @MainActor
    static func nodes(name requested: String, environment: EnvironmentValues, context: ResolveContext, resizable: Bool = false) -> [LayoutNode] {
        let name = effectiveName(requested, in: environment)
        let side = boxSide(in: environment)
        // A container's fixed side (a tab bar item) keeps the square box; otherwise a glyph lays out in the bounds of
        // its drawing and an enclosed symbol in its enclosure's (`SymbolMetrics`).
        let fitsDrawing = environment.fixedSymbolSide == nil
        var env = environment
        env.stackAxis = nil
        let flips = isDirectional(name)
        func resolve<V: View>(_ view: V, box: CGSize? = nil, drawnIn drawing: CGFloat? = nil) -> [LayoutNode] {
            let box = box ?? CGSize(width: side, height: side)
            if resizable {
                // A resizable symbol takes the size it is proposed (`.resizable().scaledToFit().frame(width: 56)`);
                // its ideal size is the font's symbol box.
                return Resolver.nodes(
                    for: view.frame(idealWidth: box.width, idealHeight: box.height).flipsForRightToLeftLayoutDirection(flips),
                    environment: env, context: context)
            }
            if let drawing {
                // Drawn in a larger square than its box (an enclosure inset in its square), centred on it.
                return Resolver.nodes(
                    for: view.frame(width: drawing, height: drawing).frame(width: box.width, height: box.height).flipsForRightToLeftLayoutDirection(flips),
                    environment: env, context: context)
            }
            return Resolver.nodes(
                for: view.frame(width: box.width, height: box.height).flipsForRightToLeftLayoutDirection(flips),
                environment: env, context: context)
        }
        switch SymbolRegistry.shared.artwork(named: name) {
        case .bitmap(let bitmap, let scale)?:
            return resolve(Image(bitmap: bitmap, scale: scale).renderingMode(.template).resizable().aspectRatio(contentMode: .fit))
        case .path(let path, let viewBox)?:
            return resolve(SymbolPathShape(path: path, viewBox: viewBox))
        case nil:
            break
        }
        if let error = SymbolFont.loadError {
            // A bundled symbol font that is missing or not the pinned file: an error, never other artwork.
            context.log(error.description)
            let imageError = ImageError.symbolFont(name, reason: error.description)
            return [ImageNode(image: Image(systemName: name), content: ImageContent(errorFor: imageError), tint: nil)]
        }
        let hierarchical = environment.symbolRenderingMode == .hierarchical
        let weight = weight(in: environment)
        /// An enclosed symbol: drawn in the square that makes its enclosure `SymbolMetrics.enclosureRatio` × the
        /// point size across, laid out in the enclosure's box.
        func enclosed(_ composite: SymbolComposite, _ outline: (path: Path, viewBox: CGRect)) -> [LayoutNode] {
            guard fitsDrawing else {
                return resolve(
                    SymbolGlyphView(
                        coverage: SymbolCompositeView(
                            composite: composite, outline: outline, hierarchical: hierarchical, side: side, boldness: side * Self.boldness(for: weight))))
            }
            let drawing = SymbolMetrics.enclosureDrawingSide(pointSize: pointSize(in: environment), scale: environment.imageScale)
            let boxSide = SymbolMetrics.rounded(drawing * SymbolMetrics.enclosureFill)
            return resolve(
                SymbolGlyphView(
                    coverage: SymbolCompositeView(
                        composite: composite, outline: outline, hierarchical: hierarchical, side: drawing,
                        boldness: drawing * Self.boldness(for: weight))),
                box: CGSize(width: boxSide, height: boxSide), drawnIn: drawing)
        }
        /// A glyph: laid out in the bounds of its outline drawn in the `side` square.
        func glyph(_ outline: (path: Path, viewBox: CGRect)) -> [LayoutNode] {
            let boldness = side * Self.boldness(for: weight)
            if fitsDrawing, let fitted = SymbolMetrics.box(ofOutline: outline.path, viewBox: outline.viewBox, drawingSide: side, boldness: boldness) {
                let shape = SymbolPathShape(path: outline.path, viewBox: fitted.viewBox)
                return resolve(SymbolGlyphView(coverage: SymbolWeightedGlyph(shape: shape, boldness: boldness)), box: fitted.size)
            }
            let shape = SymbolPathShape(path: outline.path, viewBox: outline.viewBox)
            return resolve(SymbolGlyphView(coverage: SymbolWeightedGlyph(shape: shape, boldness: boldness)))
        }
        // Hierarchical layers need the enclosure apart from the glyph: build `x.circle.fill` from `x` even when the
        // font has the finished symbol.
        if hierarchical, let composite = SymbolComposite.resolve(name), composite.enclosure != nil, composite.filled,
            let outline = composite.inner.outline()
        {
            return enclosed(composite, outline)
        }
        if let symbol = SymbolGlyphTable.glyph(named: name), let outline = symbol.outline() {
            return glyph(outline)
        }
        if let composite = SymbolComposite.resolve(name), let outline = composite.inner.outline() {
            if composite.enclosure != nil { return enclosed(composite, outline) }
            if !composite.slashed { return glyph(outline) }
            return resolve(
                SymbolGlyphView(
                    coverage: SymbolCompositeView(
                        composite: composite, outline: outline, hierarchical: hierarchical, side: side, boldness: side * Self.boldness(for: weight))))
        }
        if environment.strictSymbols ?? SymbolRegistry.shared.isStrict {
            let error = ImageError.unregisteredSymbol(name)
            context.log(error.description)
            return [ImageNode(image: Image(systemName: name), content: ImageContent(errorFor: error), tint: nil)]
        }
        context.log(
            "Image(systemName: \"\(name)\"): no artwork for this SF Symbol; drawn as a placeholder (a crossed box). Register artwork with SymbolRegistry.shared.register(\"\(name)\", …), or set DARKROOM_STRICT_SYMBOLS=1 to make this an error."
        )
        return resolve(SymbolPlaceholder())
    }
}

/// The placeholder of a symbol without artwork: a rounded box with a cross, in the foreground style.
nonisolated struct SymbolPlaceholder: View {
    @MainActor var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 3).inset(by: 0.75).stroke(lineWidth: 1.5)
            PlaceholderCross().stroke(lineWidth: 1)
        }
    }
}

nonisolated struct PlaceholderCross: Shape {
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: rect.width * 0.25, dy: rect.height * 0.25)
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.move(to: CGPoint(x: r.maxX, y: r.minY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        return p
    }
}
