import Foundation
import Rasterizer

/// Places a view the way a hosting controller does for a snapshot layout, and renders it (the view
/// strategies' placement; `ViewHosting` in DarkroomUI is the interactive host).
///
/// - `.device`: the canvas is the screen (points × scale) on an opaque `systemBackground`; the
///   view is proposed the screen minus the safe area and centred in the safe area.
/// - `.fixed`: the view is proposed the size and centred in a canvas of that size.
/// - `.sizeThatFits`: the view is proposed `.unspecified`; the canvas is its ideal size.
///
/// Every layout renders on the colour scheme's background (white in light mode, black in dark
/// mode), as a `UIHostingController`'s view does, unless `background` replaces it (the hosting
/// controller's `view.backgroundColor`).
@MainActor
struct SnapshotPlacement<V: View> {
    var layout: SwiftUISnapshotLayout
    var colorScheme: ColorScheme
    var scale: CGFloat?
    /// The snapshot configuration's locale: the app's language while the view is drawn (``AppLanguage``).
    var locale: Locale? = nil
    /// The colour behind the view instead of the scheme's (a hosting controller's `view.backgroundColor`).
    var background: Color? = nil

    /// Pixels per point: the explicit scale, else the device's (`.fixed`/`.sizeThatFits`: 1).
    var resolvedScale: CGFloat { scale ?? layout.config.scale }

    private var canvasBackground: Color { background ?? (colorScheme == .dark ? .black : .white) }

    /// The view as the host shows it, and the proposal for the root.
    func hosted(_ view: V, preferences: _PresentationPreferences? = nil) -> (root: AnyView, proposal: ProposedViewSize) {
        // The locale set on the snapshotted view (or by the configuration) is the app's language, and a
        // right-to-left one lays the screen out right to left unless the view sets the direction itself.
        if AppLanguage.layoutDirection(ofRoot: view) == .rightToLeft {
            return withSettings(view.environment(\.layoutDirection, .rightToLeft), preferences: preferences)
        }
        return withSettings(view, preferences: preferences)
    }

    private func withSettings<W: View>(_ view: W, preferences: _PresentationPreferences?) -> (root: AnyView, proposal: ProposedViewSize) {
        // Darkroom's rendering settings from `withSnapshotTesting` / `.snapshots(…)` (the view's own environment wins).
        let settings = SnapshotTestingConfiguration.current ?? SnapshotTraitLookup.configurationFromTraits()
        switch (settings?.strictSymbols, settings?.asyncImages) {
        case (nil, nil):
            return place(view, preferences: preferences)
        case (let strict, let images):
            return place(
                view.transformEnvironment(\.self) { environment in
                    if let strict { environment.strictSymbols = strict }
                    if let images { environment.asyncImages = images.merging(environment.asyncImages) }
                }, preferences: preferences)
        }
    }

    private func place<W: View>(_ view: W, preferences: _PresentationPreferences?) -> (root: AnyView, proposal: ProposedViewSize) {
        switch layout {
        case .device(let config):
            guard let screen = config.size, let safe = config.proposedSize else {
                return (AnyView(view.background(canvasBackground).environment(\.colorScheme, colorScheme)), .unspecified)
            }
            let insets = EdgeInsets(
                top: config.safeArea.top, leading: config.safeArea.left,
                bottom: config.safeArea.bottom, trailing: config.safeArea.right)
            // The safe area is handed down so that bars and list backgrounds can extend into it.
            let root =
                view
                ._presentationPreferences(preferences ?? _PresentationPreferences())
                ._deviceSafeArea(screenSize: screen, insets: insets)
                .frame(width: safe.width, height: safe.height)
                .padding(insets)
                .background(canvasBackground)
                .environment(\.colorScheme, colorScheme)
            return (AnyView(root), ProposedViewSize(screen))
        case .fixed(let width, let height):
            let root =
                view
                .frame(width: width, height: height)
                .background(canvasBackground)
                .environment(\.colorScheme, colorScheme)
            return (AnyView(root), ProposedViewSize(width: width, height: height))
        case .sizeThatFits:
            return (AnyView(view.background(canvasBackground).environment(\.colorScheme, colorScheme)), .unspecified)
        }
    }

    /// Wraps the error of an empty image into `SnapshotError.emptySnapshot`.
    func emptySnapshotError(_ size: CGSize, of type: String) -> SnapshotError {
        .emptySnapshot(of: type, width: Int((size.width * resolvedScale).rounded(.up)), height: Int((size.height * resolvedScale).rounded(.up)))
    }

    /// Renders the hosted view through the render pipeline (with `host`'s state when given). An empty view fails
    /// with `SnapshotError.emptySnapshot` naming its type (`typeName`, else `V`); a missing image or unknown font
    /// fails with that error. On a device, a `preferredColorScheme(_:)` inside the view applies to the whole screen,
    /// as iOS applies it to the window: the pipeline renders the view again in the scheme it prefers.
    func render(_ view: V, host: ViewHost? = nil, typeName: String? = nil) throws -> Bitmap {
        var followsPreferredScheme = false
        if case .device = layout { followsPreferredScheme = true }
        do {
            return try AppLanguage.with(locale) {
                try RenderPipeline(scale: resolvedScale, host: host).render(in: colorScheme, followingPreferredScheme: followsPreferredScheme) { scheme, preferences in
                    let placed = SnapshotPlacement(layout: layout, colorScheme: scheme, scale: scale, locale: locale, background: background)
                        .hosted(view, preferences: preferences)
                    return (placed.root, placed.proposal)
                }
            }
        } catch ImageRendererError.emptySize(let size) {
            throw emptySnapshotError(size, of: typeName ?? String(describing: V.self))
        }
    }
}
