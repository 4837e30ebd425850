import DarkroomUI
import Foundation

extension Snapshotting where Value: View, Format == String {
    /// Compares a view's layout — every view's frame, as `LaidOutView.dump()` prints it — at its
    /// ideal size; references are `.txt` files.
    ///
    /// ```swift
    /// assertSnapshot(of: JokeView(), as: .layout)
    /// ```
    public static var layout: Snapshotting {
        .layout(proposal: .unspecified)
    }

    /// Compares a view's layout under a proposal.
    public static func layout(proposal: ProposedViewSize) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: Value) in
            try LayoutInspector.layout(view, in: proposal).dump()
        }
    }

    /// Compares a view's layout on a device: proposed the screen minus the safe area, as the
    /// `.image(on:)` strategy lays it out.
    public static func layout(on config: ViewImageConfig) -> Snapshotting {
        .layout(proposal: config.proposedSize.map { ProposedViewSize(width: $0.width, height: $0.height) } ?? .unspecified)
    }
}
