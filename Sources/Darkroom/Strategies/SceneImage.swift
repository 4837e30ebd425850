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
        firstWindowImage(on: config, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            $0.primaryView
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
        firstWindowImage(on: config, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            $0.primaryView
        }
    }
}

extension Snapshotting where Format == UIImage {
    /// An app's or scene's first window (`primaryView`) drawn as `.image(on:)` draws a view; no window fails with
    /// ``SnapshotError/noWindow(of:)``.
    fileprivate static func firstWindowImage(
        on config: ViewImageConfig, precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
        primaryView: @escaping @MainActor (Value) -> AnyView?
    ) -> Snapshotting {
        ViewImageStrategy(
            precision: precision, perceptualPrecision: perceptualPrecision, layout: .device(config: config), traits: traits
        ).snapshotting { (value: Value, strategy) in
            // The test's thread waits while the main actor draws the value: it is never used by two threads at once.
            nonisolated(unsafe) let value = value
            return {
                guard let view = primaryView(value) else { throw SnapshotError.noWindow(of: "\(Value.self)") }
                return try strategy.render(view)
            }
        }
    }
}
