import Foundation
import Rasterizer

/// A background material (SwiftUI's `Material`): what is behind the shape, blurred, then tinted — a
/// translucent frosted layer that adapts to light and dark mode.
///
/// Drawn as iOS draws it: a Gaussian blur of the backdrop (everything drawn before the material, edge
/// pixels repeated at the screen's edges), then the material's two tint layers. The recipes are Apple's
/// own description of the materials in its iOS design kit for Figma ("iOS 18 and iPadOS 18", the same
/// materials as iOS 17), as transcribed in chrisbanes/haze `CupertinoMaterials.kt`: a fill of a grey at
/// an opacity, and over it a grey composited with colour dodge (light) or overlay (dark). The blur's
/// strength is approximate (σ 15 pt; Haze uses a 24-dp Skia radius, σ ≈ 14.4). `.ultraThick` and `.bar`
/// are not in the kit and are approximated (see docs/FIDELITY.md).
public struct Material: ShapeStyle, _ResolvableShapeStyle, Sendable, Hashable {
    let name: String

    /// A mostly translucent material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A material that's more translucent than opaque.
    public static let thin = Material(name: "thin")
    /// A material that's somewhat translucent.
    public static let regular = Material(name: "regular")
    /// A material that's more opaque than translucent.
    public static let thick = Material(name: "thick")
    /// A mostly opaque material.
    public static let ultraThick = Material(name: "ultraThick")
    /// A material matched to the current system's toolbar and navigation bars (`systemChromeMaterial`).
    public static let bar = Material(name: "bar")

    var _resolvable: ResolvableStyle { .material(self) }

    /// The recipe in `colorScheme`: blur, then tints bottom first.
    package func recipe(dark: Bool) -> BackdropMaterial {
        let r = MaterialRecipes.recipe(name, dark: dark)
        return BackdropMaterial(blurRadius: MaterialRecipes.blurRadius, saturation: r.saturation, tints: r.tints)
    }

    /// One colour standing for the material where only a colour can be drawn (text, strokes): its
    /// fill tint.
    func representativeColor(dark: Bool) -> ResolvedColor {
        let fill = recipe(dark: dark).tints.first?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        return ResolvedColor(red: fill.red, green: fill.green, blue: fill.blue, opacity: fill.alpha)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars (toolbars, navigation and tab bars).
    public static var bar: Material { .bar }
}

/// Every number of the materials, with its source.
enum MaterialRecipes {
    /// The backdrop blur's standard deviation in points: approximate. Apple publishes no radius; Haze's
    /// transcription of the Figma kit uses a 24-dp blur radius, which Skia turns into σ = 0.577 · 24 + 0.5
    /// ≈ 14.4; iOS's frosting reads as σ ≈ 15 pt on device screenshots.
    static let blurRadius: Double = 15

    struct Recipe {
        var saturation: Double = 1
        var tints: [BackdropMaterial.Tint]
    }

    private static func grey(_ v: Int, _ alpha: Double = 1) -> RGBA {
        RGBA(red: Double(v) / 255, green: Double(v) / 255, blue: Double(v) / 255, alpha: alpha)
    }

    /// Light: a grey fill at an opacity, then a darker grey in colour dodge (it lifts what is under it).
    /// Dark: a near-black (#252525) fill at an opacity, then a grey in overlay. Values: Apple's iOS 18
    /// Figma kit via chrisbanes/haze `haze-materials/…/CupertinoMaterials.kt` (Figma lists the top fill
    /// first; the fill is drawn first here, the blended grey over it, which over white gives the near-white
    /// iOS shows, e.g. regular light over white ≈ #F7F7F7).
    static func recipe(_ name: String, dark: Bool) -> Recipe {
        switch (name, dark) {
        case ("ultraThin", false): Recipe(tints: [.init(color: grey(0xBF, 0.44)), .init(color: grey(0x0D), mode: .colorDodge)])
        case ("ultraThin", true): Recipe(tints: [.init(color: grey(0x25, 0.55)), .init(color: grey(0x9C), mode: .overlay)])
        case ("thin", false): Recipe(tints: [.init(color: grey(0xA6, 0.7)), .init(color: grey(0x33), mode: .colorDodge)])
        case ("thin", true): Recipe(tints: [.init(color: grey(0x25, 0.7)), .init(color: grey(0x9C), mode: .overlay)])
        case ("thick", false): Recipe(tints: [.init(color: grey(0x99, 0.97)), .init(color: grey(0x5C), mode: .colorDodge)])
        case ("thick", true): Recipe(tints: [.init(color: grey(0x25, 0.9)), .init(color: grey(0x7C), mode: .overlay)])
        // Not in the kit (approximate): a little more opaque than thick, the same near-white / near-black.
        case ("ultraThick", false): Recipe(tints: [.init(color: grey(0xF8, 0.97))])
        case ("ultraThick", true): Recipe(tints: [.init(color: grey(0x1E, 0.97))])
        // `systemChromeMaterial` (bars; Apple's forum answer: "the navigation bar … uses a blur – the
        // UIBlurEffectStyleSystemChromeMaterial blur style", developer.apple.com/forums/thread/707084).
        // Approximate: a tint chosen so that over a white / black screen it shows the flat colours measured
        // from iOS 17 bars (#F9F9F9, #1D1D1D at the edge of content).
        case ("bar", false): Recipe(tints: [.init(color: grey(0xF8, 0.8))])
        case ("bar", true): Recipe(tints: [.init(color: grey(0x24, 0.8))])
        // regular (and any other name)
        case (_, false): Recipe(tints: [.init(color: grey(0xB3, 0.82)), .init(color: grey(0x38), mode: .colorDodge)])
        case (_, true): Recipe(tints: [.init(color: grey(0x25, 0.82)), .init(color: grey(0x8C), mode: .overlay)])
        }
    }
}
