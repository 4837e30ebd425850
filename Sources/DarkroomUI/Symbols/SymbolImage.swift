import Foundation
import Rasterizer

/// Resolves `Image(systemName:)`: sized from the environment's font and image scale, drawn from registered
/// artwork, the shipped Font Awesome glyph, or a marked placeholder (see `SymbolRegistry`).
enum SymbolImage {
    /// The side of a symbol's square box in points: the font's point size (after Dynamic Type) × 1.15
    /// (a medium-scale symbol is a little taller than the text beside it), × the image scale; or the side a
    /// container fixes (a tab bar item's symbols are drawn at the bar's size, whatever the font).
    static func boxSide(in environment: EnvironmentValues) -> CGFloat {
        if let side = environment.fixedSymbolSide { return side }
        let font = environment.dynamicTypeSize.scale((environment.font ?? .body).descriptor)
        let size = font.size.isFinite && font.size > 0 ? CGFloat(font.size) : 17
        return (size * 1.15 * environment.imageScale.factor * 3).rounded() / 3
    }

    /// The name to draw: the first of `name` + variant suffixes with artwork, else `name`.
    static func effectiveName(_ name: String, in environment: EnvironmentValues) -> String {
        let suffixes = environment.symbolVariants.suffixes
        guard !suffixes.isEmpty else { return name }
        let variant = ([name] + suffixes.filter { !name.split(separator: ".").contains(Substring($0)) }).joined(separator: ".")
        if SymbolRegistry.shared.artwork(named: variant) != nil || ShippedSymbols.codePoint(for: variant) != nil { return variant }
        return name
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

    /// The nodes of a symbol: a `side`-point box, or with `resizable` (`.resizable().scaledToFit()`), whatever
    /// size it is proposed (`side` where a proposal is `nil`), the artwork drawn as large as fits.
    @MainActor
    static func nodes(name requested: String, resizable: Bool = false, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let name = effectiveName(requested, in: environment)
        let side = boxSide(in: environment)
        var env = environment
        env.stackAxis = nil
        let flips = isDirectional(name)
        func resolve<V: View>(_ view: V) -> [LayoutNode] {
            if resizable {
                return Resolver.nodes(for: view.frame(idealWidth: side, idealHeight: side).flipsForRightToLeftLayoutDirection(flips),
                                      environment: env, context: context)
            }
            return Resolver.nodes(for: view.frame(width: side, height: side).flipsForRightToLeftLayoutDirection(flips),
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
        if let code = ShippedSymbols.codePoint(for: name), let family = ShippedSymbols.family, let scalar = Unicode.Scalar(code) {
            let glyph = String(Character(scalar))
            if resizable {
                // The glyph's size follows the laid-out box, as a resized symbol's artwork scales with its frame.
                return resolve(GeometryReader { proxy in
                    Text(verbatim: glyph)
                        .font(.custom(family, size: min(proxy.size.width, proxy.size.height) * 0.87))
                        .fixedSize()
                        .frame(width: proxy.size.width, height: proxy.size.height)
                })
            }
            return resolve(Text(verbatim: glyph).font(.custom(family, size: side * 0.87)).fixedSize())
        }
        if environment.strictSymbols ?? SymbolRegistry.shared.isStrict {
            let error = ImageError.unregisteredSymbol(name)
            context.log(error.description)
            return [ImageNode(image: Image(systemName: name), content: ImageContent(errorFor: error), tint: nil)]
        }
        context.log("Image(systemName: \"\(name)\"): no artwork for this SF Symbol; drawn as a placeholder (a crossed box). Register artwork with SymbolRegistry.shared.register(\"\(name)\", …), or set DARKROOM_STRICT_SYMBOLS=1 to make this an error.")
        return resolve(SymbolPlaceholder())
    }
}

/// A registered vector symbol, fitted (aspect-fit, centred) into its box.
struct SymbolPathShape: Shape {
    let path: Path
    let viewBox: CGRect

    func path(in rect: CGRect) -> Path {
        guard viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else { return Path() }
        let s = min(rect.width / viewBox.width, rect.height / viewBox.height)
        let dx = rect.minX + (rect.width - viewBox.width * s) / 2 - viewBox.minX * s
        let dy = rect.minY + (rect.height - viewBox.height * s) / 2 - viewBox.minY * s
        return path.applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: dx, ty: dy))
    }
}

/// The placeholder of a symbol without artwork: a rounded box with a cross, in the foreground style.
struct SymbolPlaceholder: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 3).inset(by: 0.75).stroke(lineWidth: 1.5)
            PlaceholderCross().stroke(lineWidth: 1)
        }
    }
}

struct PlaceholderCross: Shape {
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: rect.width * 0.25, dy: rect.height * 0.25)
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.move(to: CGPoint(x: r.maxX, y: r.minY)); p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        return p
    }
}
