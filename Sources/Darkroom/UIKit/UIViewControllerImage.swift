import Foundation
import Rasterizer

extension Snapshotting where Value == UIViewController, Format == Bitmap {
    /// A hosting controller's view by its pixels: its `view.frame` size at scale 1.
    public static var image: Snapshotting {
        .image()
    }

    /// A hosting controller's view on a device's screen (swift-snapshot-testing's
    /// `.image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`): the bytes of the root
    /// view's `.image(on: config)`.
    ///
    /// ```swift
    /// assertSnapshot(of: UIHostingController(rootView: JokeView(state: .loading)), as: .image(on: .iPhone13Pro))
    /// ```
    ///
    /// - Parameters:
    ///   - config: The device: screen size, safe area and scale.
    ///   - drawHierarchyInKeyWindow: Changes nothing (there are no windows; every view renders completely).
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (CIE94 ΔE at most
    ///     `(1 − perceptualPrecision) × 100`).
    ///   - ignoringAntialiasing: Whether differing pixels that look like anti-aliasing are ignored.
    ///   - size: Replaces the screen's size (the safe area stays).
    ///   - traits: UIKit traits for the content (``UITraitCollection``); the controller's
    ///     `overrideUserInterfaceStyle` wins over their style.
    ///   - locale: The app's language for this snapshot, as in the views' `.image(on:locale:)`.
    public static func image(
        on config: ViewImageConfig,
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        size: CGSize? = nil,
        traits: UITraitCollection = .init(),
        locale: Locale? = nil
    ) -> Snapshotting {
        var device = config
        if let size { device.size = size }
        return ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: .device(config: device), traits: traits, locale: locale
        ).snapshotting { (controller: UIViewController, strategy) in controller.imageWork(strategy) }
    }

    /// A hosting controller's view in a canvas of `size` points (swift-snapshot-testing's
    /// `.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`): the bytes of the root
    /// view's `.image(size:)`. Without a size, the controller's `view.frame` size. The scale is 1 unless the
    /// traits give a display scale.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Changes nothing (there are no windows; every view renders completely).
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - ignoringAntialiasing: Whether differing pixels that look like anti-aliasing are ignored.
    ///   - size: The canvas in points; `nil` uses the controller's `view.frame.size`.
    ///   - traits: UIKit traits for the content (``UITraitCollection``).
    ///   - locale: The app's language for this snapshot, as in the views' `.image(on:locale:)`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        size: CGSize? = nil,
        traits: UITraitCollection = .init(),
        locale: Locale? = nil
    ) -> Snapshotting {
        ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: .sizeThatFits, traits: traits, locale: locale
        ).snapshotting { (controller: UIViewController, strategy) in
            let canvas = size ?? controller.view.frame.size
            var strategy = strategy
            strategy.layout = .fixed(width: canvas.width, height: canvas.height)
            return controller.imageWork(strategy)
        }
    }
}
