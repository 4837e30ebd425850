import Foundation

/// Lays out views for tests: sizes and frames without rendering.
///
/// ```swift
/// let layout = try LayoutInspector.layout(view, in: ProposedViewSize(width: 100, height: nil))
/// #expect(try layout.frame(of: "avatar") == CGRect(x: 0, y: 0, width: 30, height: 30))
/// ```
public enum LayoutInspector {
    /// Lays `view` out under `proposal` (the root is placed at the origin) in the default environment.
    @MainActor
    public static func layout<V: View>(_ view: V, in proposal: ProposedViewSize = .unspecified) throws -> LaidOutView {
        try LargeStack.runIsolated { LayoutPass(view, proposal: proposal).inspection() }
    }
}

extension View {
    /// Lays this view out under `proposal`; see `LayoutInspector`.
    @MainActor public func inspectLayout(proposal: ProposedViewSize = .unspecified) throws -> LaidOutView {
        try LayoutInspector.layout(self, in: proposal)
    }
}
