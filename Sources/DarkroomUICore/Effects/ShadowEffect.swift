import Foundation
import Rasterizer

extension View {
    /// Draws a shadow under the view: its shape blurred by `radius`, tinted `color`, moved by `x`, `y`.
    /// The default colour is SwiftUI's: black at 33% opacity in linear sRGB.
    public nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            LayerEffectModifier(name: "shadow") { environment, context in
                var r = Double(radius)
                if !r.isFinite || r < 0 {
                    context.log("shadow(radius: \(radius)): the radius must be finite and ≥ 0; using 0.")
                    r = 0
                }
                r = min(r, 1000)
                let dx = x.isFinite ? x : 0, dy = y.isFinite ? y : 0
                let c = color.resolve(in: environment)
                guard !c.isInvisible else { return { _ in nil } }
                let rgba = RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
                return { _ in .shadow(color: rgba, radius: r, offset: CGSize(width: dx, height: dy)) }
            })
    }
}
