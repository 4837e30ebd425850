import Foundation
import Rasterizer

extension Snapshotting where Value: View, Format == Bitmap {
    /// A snapshot strategy for comparing views by their pixels, at their ideal size (scale 1).
    public static var image: Snapshotting {
        .image()
    }

    /// A snapshot strategy for comparing views by their pixels (swift-snapshot-testing's SwiftUI
    /// `.image(drawHierarchyInKeyWindow:precision:perceptualPrecision:layout:traits:)`).
    ///
    /// ```swift
    /// assertSnapshot(of: JokeView(state: .loading), as: .image(layout: .device(config: .iPhone13Pro)))
    /// ```
    ///
    /// The view is rendered directly (there is no `UIHostingController` on Linux), placed the way a
    /// hosting controller places it: see ``SwiftUISnapshotLayout``. Like swift-snapshot-testing's view
    /// strategies, it can be called from any test; the view is drawn on the main actor, where views live.
    /// The background is opaque: white in light mode, black in dark mode.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Ignored (there is no window); accepted so that code written
    ///     for swift-snapshot-testing compiles.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (CIE94 ΔE at most
    ///     `(1 − perceptualPrecision) × 100`).
    ///   - ignoringAntialiasing: Whether differing pixels that look like anti-aliasing are ignored.
    ///   - layout: How the view is sized: a device's screen, a fixed size, or its ideal size.
    ///   - colorScheme: The colour scheme the view is rendered in (the trait collection's
    ///     `userInterfaceStyle`).
    ///   - scale: Pixels per point. `nil` uses the device's scale for `.device` (3 for an iPhone
    ///     13 Pro) and 1 for `.fixed` and `.sizeThatFits`.
    ///   - traits: UIKit traits, mapped to the environment as UIKit maps them (``UITraitCollection``);
    ///     a specified style replaces `colorScheme`, a display scale replaces `scale`.
    ///   - locale: The app's language for this snapshot (a Darkroom option: UIKit has no such trait): the view's
    ///     `\.locale` unless it sets its own, the language `String(localized:)` looks keys up in while the view is
    ///     drawn, and, for a right-to-left language, a `.rightToLeft` layout unless the view or a trait sets the
    ///     direction (README, "Localized text"). `nil`: en_US and the development language.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        colorScheme: ColorScheme = .light,
        scale: CGFloat? = nil,
        traits: UITraitCollection = .init(),
        locale: Locale? = nil
    ) -> Snapshotting {
        ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: layout, colorScheme: colorScheme, scale: scale, traits: traits, locale: locale
        ).snapshotting { (view: Value, strategy) in
            // The test's thread waits while the main actor draws the view: it is never used by two threads at once.
            nonisolated(unsafe) let view = view
            return { try strategy.render(view) }
        }
    }

    /// The view on a device's screen: `.image(on: .iPhone13Pro)` is
    /// `.image(layout: .device(config: .iPhone13Pro))`; `.image(on: .iPhone13Pro, locale: Locale(identifier: "de"))`
    /// draws it in German (see `locale` in ``image(drawHierarchyInKeyWindow:precision:perceptualPrecision:ignoringAntialiasing:layout:colorScheme:scale:traits:locale:)``).
    public static func image(
        on config: ViewImageConfig,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        colorScheme: ColorScheme = .light,
        scale: CGFloat? = nil,
        traits: UITraitCollection = .init(),
        locale: Locale? = nil
    ) -> Snapshotting {
        .image(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: .device(config: config), colorScheme: colorScheme, scale: scale, traits: traits, locale: locale)
    }

    /// The view centred in a canvas of `size` points (swift-snapshot-testing's
    /// `.image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size)`). Without
    /// a size, the view's ideal size. The scale is 1 unless given. There are no windows here: every
    /// view renders completely, so `drawHierarchyInKeyWindow` changes nothing; prefer
    /// `.image(on:)` for a device with its scale and safe area.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        size: CGSize?,
        colorScheme: ColorScheme = .light,
        scale: CGFloat? = nil,
        traits: UITraitCollection = .init(),
        locale: Locale? = nil
    ) -> Snapshotting {
        let layout: SwiftUISnapshotLayout = size.map { .fixed(width: $0.width, height: $0.height) } ?? .sizeThatFits
        return .image(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: layout, colorScheme: colorScheme, scale: scale, traits: traits, locale: locale)
    }
}
