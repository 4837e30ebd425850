import Foundation
import Rasterizer

/// The one way a view becomes pixels: resolve → layout → display list → raster.
///
/// `ImageRenderer`, `ViewHost`'s snapshots and Darkroom's image strategies all render through it. Its inputs are
/// the scale and, optionally, a host: with a host the view is resolved with the host's state (storage by identity,
/// as the host last updated it); without one, a view that observes preferences (`onPreferenceChange`) is settled in
/// a fresh host first, as on a device before the first frame is shown; so is a view with an `onAppear` action, an
/// initial `onChange` or a `task` (whose bodies run up to their first suspension, README "What runs before the
/// picture"). The raster step draws on a `Canvas` whose
/// layers and masks come from `RasterBufferPool.shared`, so a process rendering many screens reuses their memory.
///
/// `render(in:followingPreferredScheme:placing:)` makes the colour scheme a property of the pipeline: a
/// `preferredColorScheme(_:)` inside the view that asks for another scheme than the one the view was placed in
/// makes it place and render the view again in that scheme, as iOS applies the preference to the whole window.
@MainActor
package struct RenderPipeline {
    /// Pixels per point.
    package var scale: CGFloat
    /// The host whose state the view is drawn with, if any.
    package var host: ViewHost?

    /// A pipeline drawing at `scale`, with `host`'s state when given.
    package init(scale: CGFloat, host: ViewHost? = nil) {
        self.scale = scale
        self.host = host
    }

    /// Resolve, layout and display list: `content` laid out under `proposal`, its frames snapped for `scale`.
    package func displayList<Content: View>(of content: Content, proposal: ProposedViewSize) throws -> DisplayList {
        guard scale.isFinite, scale > 0 else { throw ImageRendererError.invalidScale(scale) }
        let scale = self.scale
        if let host { return try host.displayList(of: content, proposal: proposal, scale: scale) }
        let (list, observesPreferences) = try LargeStack.runIsolated {
            let pass = LayoutPass(content, proposal: proposal)
            if let error = pass.context.error { throw error }
            return (pass.displayList(scale: scale), pass.context.observesPreferences)
        }
        guard observesPreferences else { return list }
        // `onPreferenceChange` actions change state after layout: settle the view in a host, then draw it with the
        // state it settled in.
        let waiting = OneShotTasks.current
        // The second pass of `.wait(for:on:)` off the main queue: draw the host the first pass parked.
        if let waiting, let parked = waiting.parked, parked.isResuming, let (host, clock) = parked.takeNext() {
            return try SchedulerClock.withCurrent(clock) {
                defer { host.cancelRunningTasks() }
                try host.applyTaskProgress()
                try host.advanceSchedulers(by: waiting.seconds, clock)
                return try host.displayList(of: content, proposal: proposal, scale: scale)
            }
        }
        // Its schedulers keep time on a clock of its own, which only `.wait(for:on:)` moves (`Scheduler`).
        let clock = SchedulerClock()
        return try SchedulerClock.withCurrent(clock) {
            let settled = ViewHost(content, size: proposal)
            var isParked = false
            defer { if !isParked { settled.cancelRunningTasks() } }
            try settled.throwPendingError()
            try settled.startTasksUpToFirstSuspension()
            if let waiting {
                if let parked = waiting.parked {
                    parked.park(settled, clock: clock)
                    isParked = true
                } else {
                    try settled.runTasks(forAtMost: waiting.seconds, advancing: clock)
                }
            }
            return try settled.displayList(of: content, proposal: proposal, scale: scale)
        }
    }

    /// The whole pipeline: `content` under `proposal`, rasterized; transparent where nothing is drawn.
    ///
    /// Throws `ImageError` or `FontError` for an item that cannot be drawn, `ImageRendererError` for an invalid
    /// scale, an empty or infinite view, or an image over the limits.
    package func render<Content: View>(_ content: Content, proposal: ProposedViewSize) throws -> Bitmap {
        try raster(displayList(of: content, proposal: proposal))
    }

    /// Renders the view `place` returns for a colour scheme (with the proposal to lay it out under), placed in
    /// `scheme`. With `followingPreferredScheme`, when the view asks for another scheme through
    /// `preferredColorScheme(_:)` (recorded in the `_PresentationPreferences` handed to `place`), it is placed and
    /// rendered again in that one, and that image is returned.
    package func render<Placed: View>(
        in scheme: ColorScheme, followingPreferredScheme: Bool,
        placing place: (ColorScheme, _PresentationPreferences) throws -> (view: Placed, proposal: ProposedViewSize)
    ) throws -> Bitmap {
        let preferences = _PresentationPreferences()
        let first = try place(scheme, preferences)
        let bitmap = try render(first.view, proposal: first.proposal)
        guard followingPreferredScheme, let preferred = preferences.colorScheme, preferred != scheme else { return bitmap }
        let again = try place(preferred, _PresentationPreferences())
        return try render(again.view, proposal: again.proposal)
    }

    /// The raster step: plays `list` on a transparent canvas of its pixel size.
    package func raster(_ list: DisplayList) throws -> Bitmap {
        if let error = list.drawingError { throw error }
        let pixels = try ImageRenderer<EmptyView>.pixelSize(of: list.size, scale: list.scale)
        return try CanvasRenderer.render(list, width: pixels.width, height: pixels.height)
    }
}
