import Foundation

/// A blur-and-tint background (SwiftUI's `Material`). Drawn here as its tint only: a translucent white
/// (light) or near-black (dark) over what is behind it, thicker materials more opaque. The backdrop blur
/// is not drawn yet, and the tint opacities are approximations, not measured from a device.
public struct Material: ShapeStyle, _ResolvableShapeStyle, Sendable {
    let name: String
    let opacity: Double

    public static let ultraThinMaterial = Material(name: "ultraThinMaterial", opacity: 0.45)
    public static let thinMaterial = Material(name: "thinMaterial", opacity: 0.6)
    public static let regularMaterial = Material(name: "regularMaterial", opacity: 0.72)
    public static let thickMaterial = Material(name: "thickMaterial", opacity: 0.82)
    public static let ultraThickMaterial = Material(name: "ultraThickMaterial", opacity: 0.9)
    public static let bar = Material(name: "bar", opacity: 0.8)

    var _resolvable: ResolvableStyle {
        .color(Color(system: name, light: ResolvedColor(red: 0.98, green: 0.98, blue: 0.98, opacity: opacity),
                     dark: ResolvedColor(red: 0.11, green: 0.11, blue: 0.12, opacity: opacity)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
