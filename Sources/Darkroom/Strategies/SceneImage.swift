import Foundation

extension Snapshotting where Value: App, Format == UIImage {
    /// The app's first window on a device's screen: the first `WindowGroup`'s content, with the scene modifiers
    /// around it applied, drawn as `.image(on:)` draws a view (the same bytes as that view's device snapshot).
    /// An app whose body has no `WindowGroup` fails with ``SnapshotError/noWindow(of:)``.
    ///
    /// - Parameters:
    ///   - config: The device (the iPhone 13 Pro unless given).
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - traits: UIKit traits for the content (``UITraitCollection``).
    public static func image(
        on config: ViewImageConfig = .iPhone13Pro,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, layout: .device(config: config), traits: traits
        ).snapshotting { (app: Value, strategy) in
            // The test's thread waits while the main actor draws the app: it is never used by two threads at once.
            nonisolated(unsafe) let app = app
            return {
                guard let view = app.primaryView else { throw SnapshotError.noWindow(of: "\(Value.self)") }
                return try strategy.render(view)
            }
        }
    }
}

extension Snapshotting where Value: Scene, Format == UIImage {
    /// The scene's first window on a device's screen (a `WindowGroup`'s content), as an app's `.image(on:)`.
    /// A scene without a `WindowGroup` fails with ``SnapshotError/noWindow(of:)``.
    ///
    /// - Parameters:
    ///   - config: The device (the iPhone 13 Pro unless given).
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - traits: UIKit traits for the content (``UITraitCollection``).
    public static func image(
        on config: ViewImageConfig = .iPhone13Pro,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, layout: .device(config: config), traits: traits
        ).snapshotting { (scene: Value, strategy) in
            nonisolated(unsafe) let scene = scene
            return {
                guard let view = scene.primaryView else { throw SnapshotError.noWindow(of: "\(Value.self)") }
                return try strategy.render(view)
            }
        }
    }
}
