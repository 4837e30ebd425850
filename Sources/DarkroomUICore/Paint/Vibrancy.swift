import Foundation
import Rasterizer

/// How iOS draws the standard content styles on a material: vibrant, "a context-specific blend of the
/// foreground and background colors" (Apple's `Material` documentation), so that secondary text on a
/// frosted panel over an orange photo is a darker orange-grey, not a flat grey.
///
/// UIKit draws vibrancy by compositing the content with the backdrop behind it (`UIVibrancyEffect`:
/// "amplifies and adjusts the color of content layered behind the view"), since iOS 13 through a colour
/// matrix on the backdrop whose coefficients Apple does not publish. The public reverse-engineering of
/// the effect (iOS 8–12 `UIVibrancyEffect`, AppKit's `NSVisualEffectView`) describes the blend as *plus
/// darker* of a grey in light appearances and *plus lighter* in dark ones; that is what is drawn here:
/// the glyphs in an opaque grey `g`, composited onto what is below with `plusDarker` (light:
/// `max(0, backdrop + g − 1)`) or `plusLighter` (dark: `min(1, backdrop + g)`), per channel.
///
/// The grey is calibrated so that where the material rests on a plain screen (white in light mode,
/// black in dark mode) the vibrant text has exactly the colour the non-vibrant style has there (the
/// label colour composited over the material): over anything else it follows the backdrop's colour and
/// brightness. With label colour `c` at opacity `a` and `D` the material over white / black:
/// light `g = 1 − a·(D − c)`, dark `g = a·(c − D)`. The form is the reverse-engineered one; the
/// calibration is Darkroom's (Apple's matrices are not public): approximate.
struct Vibrancy: Hashable, Sendable {
    /// The opaque colour the content is drawn in.
    var color: ResolvedColor
    /// `plusDarker` in light mode, `plusLighter` in dark mode.
    var mode: LayerBlendMode

    /// The vibrancy of content drawn at `level` of the default foreground in `color` (that level's
    /// resolved label colour), or `nil` when it is drawn as it is: no material behind it, the primary
    /// level (UIKit's label vibrancy passes the colour through), or not a level of the default
    /// foreground.
    static func resolve(level: Int?, color: ResolvedColor, environment: EnvironmentValues) -> Vibrancy? {
        guard let level, (1...3).contains(level), let material = environment.backgroundMaterial else { return nil }
        let dark = environment.colorScheme == .dark
        let rest = MaterialRestingColors.color(of: material, dark: dark)
        let a = color.opacity
        func channel(_ c: Double, _ d: Double) -> Double { dark ? a * (c - d) : 1 - a * (d - c) }
        return Vibrancy(
            color: ResolvedColor(
                red: channel(color.red, rest.red), green: channel(color.green, rest.green),
                blue: channel(color.blue, rest.blue)),
            mode: dark ? .plusLighter : .plusDarker)
    }

    /// Appends `content` (drawn in `color`) as vibrant content: in a layer composited with `mode`.
    func append(into builder: inout DisplayListBuilder, _ content: (inout DisplayListBuilder) -> Void) {
        builder.append(.beginLayer)
        content(&builder)
        builder.append(.endLayer(.blend(mode)))
    }
}

/// What each material looks like resting on a plain screen — over white in light mode, over black in
/// dark mode — drawn once with the renderer's own `fillBackdrop` (deterministic integer arithmetic).
enum MaterialRestingColors {
    private static let names = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]

    private static let table: [String: RGBA] = {
        var table: [String: RGBA] = [:]
        for name in names {
            for dark in [false, true] {
                table[key(name, dark)] = measure(Material(name: name).recipe(dark: dark), over: dark ? .black : .white)
            }
        }
        return table
    }()

    private static func key(_ name: String, _ dark: Bool) -> String { name + (dark ? ".dark" : ".light") }

    /// The material's colour over white (light) or black (dark).
    static func color(of material: Material, dark: Bool) -> RGBA {
        table[key(material.name, dark)] ?? measure(material.recipe(dark: dark), over: dark ? .black : .white)
    }

    private static func measure(_ material: BackdropMaterial, over background: RGBA) -> RGBA {
        guard let canvas = try? RasterCanvas(width: 2, height: 2) else { return background }
        canvas.clear(background)
        var path = RasterPath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        canvas.fillBackdrop(path, material: material)
        let pixels = canvas.makeBitmap().pixels
        return RGBA(
            red: Double(pixels[0]) / 255, green: Double(pixels[1]) / 255, blue: Double(pixels[2]) / 255,
            alpha: Double(pixels[3]) / 255)
    }
}
