import Foundation
import Rasterizer

extension View {
    /// Sets the contrast: 1 unchanged, 0 flat grey, above 1 stronger, negative inverted.
    public nonisolated func contrast(_ amount: Double) -> some View {
        colorMatrixEffect("contrast", value: amount) { ColorMatrices.contrast($0) }
    }

    /// Sets the colour saturation: 1 unchanged, 0 greys.
    public nonisolated func saturation(_ amount: Double) -> some View {
        colorMatrixEffect("saturation", value: amount) { ColorMatrices.saturation($0) }
    }

    /// Removes colour: 0 unchanged, 1 fully grey.
    public nonisolated func grayscale(_ amount: Double) -> some View {
        colorMatrixEffect("grayscale", value: amount) { ColorMatrices.grayscale($0) }
    }

    /// Rotates hues by `angle`.
    public nonisolated func hueRotation(_ angle: Angle) -> some View {
        colorMatrixEffect("hueRotation", value: angle.radians) { ColorMatrices.hueRotation($0) }
    }

    /// Inverts the colours (alpha unchanged).
    public nonisolated func colorInvert() -> some View {
        colorMatrixEffect("colorInvert", value: 0) { _ in ColorMatrices.invert }
    }

    /// Multiplies every pixel (alpha included) by `color`.
    public nonisolated func colorMultiply(_ color: Color) -> some View {
        modifier(
            LayerEffectModifier(name: "colorMultiply") { environment, _ in
                let matrix = ColorMatrices.multiply(color.resolve(in: environment))
                return { _ in .colorMatrix(matrix) }
            })
    }

    /// Makes a mask of the luminance: black transparent, white opaque.
    public nonisolated func luminanceToAlpha() -> some View {
        colorMatrixEffect("luminanceToAlpha", value: 0) { _ in ColorMatrices.luminanceToAlpha }
    }

    private nonisolated func colorMatrixEffect(_ name: String, value: Double, _ matrix: @escaping @Sendable (Double) -> ColorMatrix) -> some View {
        modifier(
            LayerEffectModifier(name: name) { _, context in
                guard value.isFinite else {
                    context.log("\(name)(\(value)): the amount must be finite; drawing unchanged.")
                    return { _ in nil }
                }
                let m = matrix(value)
                return { _ in .colorMatrix(m) }
            })
    }

    /// Draws the view's content into one layer before its effects apply (opacity, blend modes).
    public nonisolated func compositingGroup() -> some View {
        modifier(LayerEffectModifier(name: "compositingGroup") { _, _ in { _ in .opacity(1) } })
    }

    /// Renders the view's content offscreen before compositing (drawn the same way here).
    public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(LayerEffectModifier(name: "drawingGroup") { _, _ in { _ in .opacity(1) } })
    }

    /// Composites the view with what is behind it using `blendMode`.
    public nonisolated func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(
            LayerEffectModifier(name: "blendMode") { _, _ in
                { _ in blendMode == .normal ? nil : .blend(blendMode.layerMode) }
            })
    }
}

/// How colours are represented while a drawing group renders (only the appearance of gradients differs on iOS).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
