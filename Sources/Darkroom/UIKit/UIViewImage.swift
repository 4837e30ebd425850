import Foundation
import Rasterizer

extension Snapshotting where Value == UIView, Format == Bitmap {
    /// A hosting controller's view by its pixels: its `frame` size at scale 1.
    public static var image: Snapshotting {
        .image()
    }

    /// A hosting controller's view in a canvas of `size` points (swift-snapshot-testing's `UIView`
    /// `.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`), as suites snapshot
    /// `UIHostingController(rootView: view).view`: the bytes of the controller's `.image(size:)`. Without a size,
    /// the view's `frame` size.
    ///
    /// ```swift
    /// let view = UIHostingController(rootView: BadgeView()).view!
    /// assertSnapshot(of: view, as: .image(size: view.intrinsicContentSize))
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Changes nothing (there are no windows; every view renders completely).
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - ignoringAntialiasing: Whether differing pixels that look like anti-aliasing are ignored.
    ///   - size: The canvas in points; `nil` uses the view's `frame.size`.
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
        ).snapshotting { (view: UIView, strategy) in
            let canvas = size ?? view.frame.size
            var strategy = strategy
            strategy.layout = .fixed(width: canvas.width, height: canvas.height)
            guard let hosted = view.hosted else { return { throw SnapshotError.emptySnapshot(of: "UIView", width: 0, height: 0) } }
            return hosted.imageWork(strategy, background: view.backgroundColor)
        }
    }
}
