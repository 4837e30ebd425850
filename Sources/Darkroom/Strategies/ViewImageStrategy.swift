import Foundation
import Rasterizer

/// The one implementation behind the `.image` strategies of views, hosts (`ViewHost`) and hosting
/// controllers (`UIHostingController`): their overloads only translate their parameters into this.
///
/// The strategies carry no actor isolation (as swift-snapshot-testing's do): the drawing runs on the main
/// actor through `MainActorSnapshot`, so they can be called from any test.
struct ViewImageStrategy: Sendable {
    var precision: Float = 1
    var perceptualPrecision: Float = 1
    var ignoringAntialiasing = false
    var layout: SwiftUISnapshotLayout
    var colorScheme: ColorScheme = .light
    var scale: CGFloat?
    var traits = UITraitCollection()
    /// The configuration's locale: `\.locale` of the view (the view's own wins), the language of
    /// `String(localized:)` while it is drawn and, when written right to left, the layout direction.
    var locale: Locale?
    /// The colour behind the view instead of the scheme's (a hosting controller's `view.backgroundColor`).
    var background: Color?

    /// The strategy drawing each value with the main-actor work `draw` prepares for it (on the test's thread).
    func snapshotting<Value>(
        _ draw: @escaping (_ value: Value, _ strategy: ViewImageStrategy) throws -> @MainActor () throws -> Bitmap
    ) -> Snapshotting<Value, Bitmap> {
        let strategy = self
        return SimplySnapshotting<Bitmap>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, ignoringAntialiasing: ignoringAntialiasing)
            .pullback { (value: Value) in
                let work = try draw(value, strategy)
                return try MainActorSnapshot.run(work)
            }
    }

    /// The traits in effect: a device's own (``ViewImageConfig/traits``), then the strategy's.
    var effectiveTraits: UITraitCollection {
        guard case .device(let config) = layout, config.contentTraits != UITraitCollection() else { return traits }
        return UITraitCollection(traitsFrom: [config.contentTraits, traits])
    }

    /// The placement for a view of type `V`: the traits' style wins over `colorScheme`, their display
    /// scale over `scale`.
    func placement<V: View>(of type: V.Type = V.self) -> SnapshotPlacement<V> {
        let traits = effectiveTraits
        return SnapshotPlacement(
            layout: layout,
            colorScheme: traits.userInterfaceStyle.colorScheme ?? colorScheme,
            scale: traits.displayScale > 0 ? traits.displayScale : scale,
            locale: locale,
            background: background
        )
    }

    /// Renders a view as the strategy places it, with the traits' environment.
    @MainActor
    func render<V: View>(_ view: V) throws -> Bitmap {
        guard let locale else { return try renderWithTraits(view) }
        return try renderWithTraits(view.environment(\.locale, locale))
    }

    /// Renders a host in its current state as the strategy places it, in the configuration's locale.
    @MainActor
    func render(_ host: ViewHost) throws -> Bitmap {
        guard let locale else {
            return try placement(of: _HostedRootView.self).render(host.rootView, host: host, typeName: "ViewHost")
        }
        let root = host.rootView.environment(\.locale, locale)
        return try placement(of: type(of: root)).render(root, host: host, typeName: "ViewHost")
    }

    @MainActor
    private func renderWithTraits<V: View>(_ view: V) throws -> Bitmap {
        let traits = effectiveTraits
        if traits.leavesEnvironmentAlone {
            return try placement(of: V.self).render(view)
        }
        let dressed = view.transformEnvironment(\.self) { traits.apply(to: &$0) }
        return try placement(of: type(of: dressed)).render(dressed)
    }
}
