import DarkroomUI
import Foundation
import Rasterizer

extension Snapshotting where Value: View, Format == Bitmap {
    /// Compares views rendered to images, pixel for pixel, at their ideal size.
    public static var image: Snapshotting {
        .image()
    }

    /// Compares views rendered to images; references are PNG files.
    ///
    /// The view is rendered like a hosting controller shows it: on an opaque background (white in
    /// light mode, black in dark mode), proposed the device's size minus its safe area, centred in
    /// the safe area, at the device's scale.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (CIE94 ΔE at most
    ///     `(1 − perceptualPrecision) × 100`).
    ///   - ignoringAntialiasing: Whether differing anti-aliasing pixels are ignored.
    ///   - layout: The size to render at: `.device(config:)`, `.fixed(width:height:)` or `.sizeThatFits`.
    ///   - colorScheme: The colour scheme of the view's environment and background.
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        colorScheme: ColorScheme = .light
    ) -> Snapshotting {
        SimplySnapshotting<Bitmap>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing)
            .pullback { (view: Value) in
                try ViewSnapshotRenderer.render(view, layout: layout, colorScheme: colorScheme)
            }
    }

    /// Shorthand for `.image(layout: .device(config: config))`.
    public static func image(
        on config: ViewImageConfig,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        colorScheme: ColorScheme = .light
    ) -> Snapshotting {
        .image(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: .device(config: config), colorScheme: colorScheme
        )
    }

    /// swift-snapshot-testing's hosting-controller spelling, for ported tests:
    /// `.image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size)`.
    ///
    /// There are no windows here: every view renders completely, so `drawHierarchyInKeyWindow`
    /// changes nothing. A `size` renders like `.fixed(width:height:)` (scale 1, no safe area);
    /// `nil` renders at the view's ideal size. Prefer `.image(on:)` for a device with its scale
    /// and safe area.
    public static func image(
        drawHierarchyInKeyWindow: Bool,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        colorScheme: ColorScheme = .light
    ) -> Snapshotting {
        .image(
            precision: precision, perceptualPrecision: perceptualPrecision,
            layout: size.map { .fixed(width: $0.width, height: $0.height) } ?? .sizeThatFits,
            colorScheme: colorScheme
        )
    }
}
