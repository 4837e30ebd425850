import Foundation
import Rasterizer

/// A shadow a shape style draws with (`.fill(.blue.shadow(.drop(radius: 4)))`), SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow outside the shape.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, as if its edges were raised.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The layer effect drawing this shadow, or nil when it draws nothing.
    func layerEffect(in environment: EnvironmentValues) -> LayerEffect? {
        let c = color.resolve(in: environment)
        guard !c.isInvisible else { return nil }
        let r = radius.isFinite ? min(max(Double(radius), 0), 1000) : 0
        let offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
        let rgba = RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
        return kind == .drop ? .shadow(color: rgba, radius: r, offset: offset) : .innerShadow(color: rgba, radius: r, offset: offset)
    }
}

/// A shape style with a shadow.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, _ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    var _resolvable: ResolvableStyle { base.resolvable }
}

/// Lets `_ShapeView` find the shadows of a style.
protocol _ShadowingShapeStyle {
    var _shadows: [ShadowStyle] { get }
}

extension _ShadowShapeStyle: _ShadowingShapeStyle {
    var _shadows: [ShadowStyle] {
        ((base as? any _ShadowingShapeStyle)?._shadows ?? []) + [shadow]
    }
}

extension ShapeStyle {
    /// This style drawn with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}
