import Foundation

/// Where a `ViewHost` lays out its root view, as Darkroom's snapshot strategies place it: on a device's
/// screen inside its safe area (`.image(on:)`), or centred in a fixed box at the origin
/// (`.image(layout: .fixed(width:height:))`; `.sizeThatFits` when the box has no size).
struct HostScreen {
    /// The screen (or the box) in points.
    let size: ProposedViewSize
    /// The safe area insets of the device's screen; zero for a box.
    let insets: EdgeInsets
    /// Whether this is a device's screen (views that ignore the safe area extend into its insets).
    let isDevice: Bool

    /// iPhone 13 Pro in portrait: 390×844 pt, safe area insets 47 (top) and 34 (bottom) — the values of
    /// Darkroom's `ViewImageConfig.iPhone13Pro` (from Apple's Human Interface Guidelines, Layout: device
    /// screen sizes, and the safe area of the iPhone 13 Pro simulator).
    static let iPhone13Pro = HostScreen(
        size: ProposedViewSize(width: 390, height: 844),
        insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), isDevice: true)

    /// The screen for a host proposing `proposal` to its root: the iPhone 13 Pro for the default size (its safe
    /// area), else a box of that size.
    static func forProposal(_ proposal: ProposedViewSize) -> HostScreen {
        if proposal == ViewHosting.defaultSize { return .iPhone13Pro }
        return HostScreen(size: proposal, insets: EdgeInsets(), isDevice: false)
    }

    /// The safe area: what the root view is proposed and centred in (`nil` dimensions: the root's own).
    var safeArea: ProposedViewSize {
        ProposedViewSize(
            width: size.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: size.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The environment the root is resolved in: on a device, the safe area views ignoring it extend into.
    func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard isDevice, let width = size.width, let height = size.height else { return environment }
        var env = environment
        let screen = CGRect(x: 0, y: 0, width: width, height: height)
        let safe = CGRect(
            x: insets.leading, y: insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
        env.safeAreaRegion = SafeAreaRegion(safe: safe, outer: screen)
        return env
    }

    /// Lays out `root` as the snapshot placement does (`.frame(width:height:)` of the safe area, then
    /// `.padding(insets)`): returns the node to draw and hit-test, and the canvas size.
    func place(_ root: LayoutNode) -> (node: LayoutNode, canvas: CGSize) {
        let safe = safeArea
        let box = FrameNode(child: root, width: safe.width, height: safe.height, alignment: .center)
        let boxSize = box.sizeThatFits(safe)
        box.place(in: CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: boxSize), proposal: safe)
        let canvas = CGSize(
            width: size.width ?? boxSize.width + insets.leading + insets.trailing,
            height: size.height ?? boxSize.height + insets.top + insets.bottom)
        return (box, canvas)
    }
}
