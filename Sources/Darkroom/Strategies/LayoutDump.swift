import Foundation

extension Snapshotting where Value: View, Format == String {
    /// The laid-out view tree (DarkroomUI's layout dump: one line per view with its frame) at the
    /// view's ideal size, compared line by line; references are `.txt` files.
    ///
    /// ```
    /// proposal nil×nil → size 120×40
    /// VStack [0, 0, 120×40]
    ///   Text("Hello") [35, 0, 50×20]
    /// ```
    public static var layout: Snapshotting {
        .layout(proposal: .unspecified)
    }

    /// The laid-out view tree under `proposal`.
    public static func layout(proposal: ProposedViewSize) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (view: Value) in
            // The test's thread waits while the main actor lays the view out.
            nonisolated(unsafe) let view = view
            return try MainActorSnapshot.run { try LayoutInspector.layout(view, in: proposal).dump() }
        }
    }

    /// The laid-out view tree as a hosting controller lays it out on a device (proposed the
    /// screen minus the safe area; frames relative to the view, not the screen).
    public static func layout(on config: ViewImageConfig) -> Snapshotting {
        .layout(proposal: config.proposedSize.map { ProposedViewSize($0) } ?? .unspecified)
    }

    /// The laid-out view tree for a snapshot layout: `.device` as ``layout(on:)``, `.fixed` proposes
    /// its size, `.sizeThatFits` proposes nothing.
    public static func layout(layout: SwiftUISnapshotLayout) -> Snapshotting {
        switch layout {
        case .device(let config): return .layout(on: config)
        case .fixed(let width, let height): return .layout(proposal: ProposedViewSize(width: width, height: height))
        case .sizeThatFits: return .layout(proposal: .unspecified)
        }
    }
}
