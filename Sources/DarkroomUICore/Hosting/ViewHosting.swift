/// Hosts views for tests, with ViewInspector's spelling: `ViewHosting.host(view:)` returns a `ViewHost`
/// that owns the view's state, delivers its events and lays it out.
///
/// ```swift
/// let host = ViewHosting.host(view: CounterView())
/// try host.tap(at: CGPoint(x: 195, y: 40))
/// ```
public enum ViewHosting {
    /// The size a host proposes by default: an iPhone 13 Pro screen inside its safe area (390 × 763 points).
    /// A host of this size places its root on the 390 × 844 screen inside the safe area (47 points from the
    /// top), exactly where `assertSnapshot(of: host, as: .image(on: .iPhone13Pro))` draws it, so frames and
    /// `tap(at:)` points are screen points. A host of another size centres the root in a box of that size at
    /// the origin, as `.image(layout: .fixed(width:height:))` does (`.unspecified`: the root at its ideal size).
    public static let defaultSize = ProposedViewSize(width: 390, height: 763)

    /// Hosts `view` under `size` and delivers its first appearance (`onAppear`, `onChange` initial values,
    /// state changes they make). Returns the host, which owns the view's state.
    @MainActor @discardableResult
    public static func host<V: View>(view: V, size: ProposedViewSize = ViewHosting.defaultSize) -> ViewHost {
        ViewHost(view, size: size)
    }

    /// Stops hosting the view of `host`: every view disappears (`onDisappear` runs, tasks are cancelled).
    @MainActor
    public static func expel(_ host: ViewHost) {
        host.expel()
    }
}
