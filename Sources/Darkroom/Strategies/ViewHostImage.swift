import Foundation
import Rasterizer

extension Snapshotting where Value == ViewHost, Format == Bitmap {
    /// A hosted view in its current state (after the taps and tasks a test drove), by its pixels at its
    /// ideal size.
    public static var image: Snapshotting {
        .image()
    }

    /// A hosted view in its current state, by its pixels:
    ///
    /// ```swift
    /// let host = ViewHosting.host(view: CounterView())
    /// try host.tap(at: CGPoint(x: 195, y: 40))
    /// assertSnapshot(of: host, as: .image(on: .iPhone13Pro))
    /// ```
    ///
    /// The host's state is drawn as it is; drawing it does not run lifecycle events. `locale` draws it in that
    /// language, as the views' `.image(on:locale:)` does.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        colorScheme: ColorScheme = .light,
        scale: CGFloat? = nil,
        locale: Locale? = nil
    ) -> Snapshotting {
        ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: layout, colorScheme: colorScheme, scale: scale, locale: locale
        ).snapshotting { (host: ViewHost, strategy) in
            // The same pipeline as a view's snapshot, with the host's state as its input.
            { try strategy.render(host) }
        }
    }

    /// A hosted view in its current state on a device's screen.
    public static func image(
        on config: ViewImageConfig,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false,
        colorScheme: ColorScheme = .light,
        scale: CGFloat? = nil,
        locale: Locale? = nil
    ) -> Snapshotting {
        .image(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing,
            layout: .device(config: config), colorScheme: colorScheme, scale: scale, locale: locale)
    }
}
