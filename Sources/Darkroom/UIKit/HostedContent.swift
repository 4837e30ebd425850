import Foundation
import Rasterizer

/// What a hosting controller shows, shared by the controller and its view: the view keeps drawing it once taken
/// out of the controller (`UIHostingController(rootView: card).view`), as a hosting controller's view does.
class HostedContent {
    /// The interface style the controller forces on its content.
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The main-actor work that draws the content as `strategy` places it, on `background` when set.
    func imageWork(_ strategy: ViewImageStrategy, background: UIColor?) -> @MainActor () throws -> Bitmap {
        let name = "\(type(of: self))"
        return { throw SnapshotError.emptySnapshot(of: name, width: 0, height: 0) }
    }

    /// The content's size for `proposal`, laid out on the main actor.
    func size(for proposal: ProposedViewSize) throws -> CGSize { .zero }

    /// `strategy` with the controller's style override applied, as UIKit gives it precedence.
    func applyingOverrides(to strategy: ViewImageStrategy) -> ViewImageStrategy {
        guard overrideUserInterfaceStyle != .unspecified else { return strategy }
        var strategy = strategy
        strategy.traits = UITraitCollection(traitsFrom: [strategy.traits, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
        return strategy
    }
}

/// A hosting controller's root view, shared with its view.
final class HostedRoot<Content: View>: HostedContent {
    var rootView: Content

    init(_ rootView: Content) {
        self.rootView = rootView
    }

    override func imageWork(_ strategy: ViewImageStrategy, background: UIColor?) -> @MainActor () throws -> Bitmap {
        nonisolated(unsafe) let root = rootView
        var strategy = applyingOverrides(to: strategy)
        if let background { strategy.background = Color(uiColor: background) }
        return { [strategy] in try strategy.render(root) }
    }

    override func size(for proposal: ProposedViewSize) throws -> CGSize {
        // The caller waits while the main actor lays the view out: it is never used by two threads at once.
        nonisolated(unsafe) let root = rootView
        return try MainActorSnapshot.run { try LayoutInspector.layout(root, in: proposal).size }
    }
}
