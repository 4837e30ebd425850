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
/// mode), as a `UIHostingController`'s view does.
@MainActor
struct SnapshotPlacement<V: View> {
    var layout: SwiftUISnapshotLayout
    var colorScheme: ColorScheme
    var scale: CGFloat?

    /// Pixels per point: the explicit scale, else the device's (`.fixed`/`.sizeThatFits`: 1).
    var resolvedScale: CGFloat { scale ?? layout.config.scale }

    private var background: Color { colorScheme == .dark ? .black : .white }

    /// The view as the host shows it, and the proposal for the root.
    func hosted(_ view: V, preferences: _PresentationPreferences? = nil) -> (root: AnyView, proposal: ProposedViewSize) {
        // Darkroom's rendering settings from `withSnapshotTesting` / `.snapshots(…)` (the view's own environment wins).
        let settings = SnapshotTestingConfiguration.current ?? SnapshotTraitLookup.configurationFromTraits()
        switch (settings?.strictSymbols, settings?.asyncImages) {
        case (nil, nil):
            return place(view, preferences: preferences)
        case (let strict, let images):
            return place(view.transformEnvironment(\.self) { environment in
                if let strict { environment.strictSymbols = strict }
                if let images { environment.asyncImages = images.merging(environment.asyncImages) }
            }, preferences: preferences)
        }
    }

    private func place<W: View>(_ view: W, preferences: _PresentationPreferences?) -> (root: AnyView, proposal: ProposedViewSize) {
        switch layout {
        case .device(let config):
            guard let screen = config.size, let safe = config.proposedSize else {
                return (AnyView(view.background(background).environment(\.colorScheme, colorScheme)), .unspecified)
            }
            let insets = EdgeInsets(top: config.safeArea.top, leading: config.safeArea.left,
                                    bottom: config.safeArea.bottom, trailing: config.safeArea.right)
            // The safe area is handed down so that bars and list backgrounds can extend into it.
            let root = view
                ._presentationPreferences(preferences ?? _PresentationPreferences())
                ._deviceSafeArea(screenSize: screen, insets: insets)
                .frame(width: safe.width, height: safe.height)
                .padding(insets)
                .background(background)
                .environment(\.colorScheme, colorScheme)
            return (AnyView(root), ProposedViewSize(screen))
        case .fixed(let width, let height):
            let root = view
                .frame(width: width, height: height)
                .background(background)
                .environment(\.colorScheme, colorScheme)
            return (AnyView(root), ProposedViewSize(width: width, height: height))
        case .sizeThatFits:
            return (AnyView(view.background(background).environment(\.colorScheme, colorScheme)), .unspecified)
        }
    }

    /// Wraps the error of an empty image into `SnapshotError.emptySnapshot`.
    func emptySnapshotError(_ size: CGSize, of type: String) -> SnapshotError {
        .emptySnapshot(of: type, width: Int((size.width * resolvedScale).rounded(.up)), height: Int((size.height * resolvedScale).rounded(.up)))
    }

    /// Renders the hosted view. An empty view fails with `SnapshotError.emptySnapshot` naming
    /// its type; a missing image or unknown font fails with that error.
    /// On a device, a `preferredColorScheme(_:)` inside the view applies to the whole screen, as iOS applies it
    /// to the window: when it asks for the other scheme, the view is rendered again in that one.
    func render(_ view: V) throws -> Bitmap {
        try renderHonouringPreferredScheme { placement, preferences in try placement.render(view, preferences: preferences) }
    }

    /// Draws with `draw`, which reports the view's presentation preferences; on a device, when the view prefers
    /// the other colour scheme, draws again in that one (shared by view and host snapshots).
    func renderHonouringPreferredScheme(_ draw: (SnapshotPlacement, _PresentationPreferences) throws -> Bitmap) rethrows -> Bitmap {
        let preferences = _PresentationPreferences()
        let bitmap = try draw(self, preferences)
        if case .device = layout, let preferred = preferences.colorScheme, preferred != colorScheme {
            return try draw(SnapshotPlacement(layout: layout, colorScheme: preferred, scale: scale), _PresentationPreferences())
        }
        return bitmap
    }

    private func render(_ view: V, preferences: _PresentationPreferences) throws -> Bitmap {
        let (root, proposal) = hosted(view, preferences: preferences)
        let renderer = ImageRenderer(content: root)
        renderer.proposedSize = proposal
        renderer.scale = resolvedScale
        do {
            return try renderer.render()
        } catch ImageRendererError.emptySize(let size) {
            throw emptySnapshotError(size, of: String(describing: V.self))
        }
    }
}
