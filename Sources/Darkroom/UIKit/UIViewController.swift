import Foundation
import Rasterizer

/// The base of ``UIHostingController`` (a Linux stand-in for UIKit's view controller), so that the
/// strategies on `UIViewController` (`.image`, `.image(on:)`…) apply to hosting controllers as they do
/// in UIKit. It cannot be created or subclassed outside Darkroom: a UIKit view controller has nothing
/// to draw here, so code snapshotting one fails to compile instead of drawing nothing.
public class UIViewController {
    /// The root view: its frame is the canvas of the `.image` strategy without a size (the iPhone 13 Pro's
    /// screen, `UIScreen.main.bounds`, until set).
    public var view: UIView!

    /// The interface style this controller forces on its content; `.unspecified` inherits it from the
    /// snapshot's traits, as in UIKit.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The traits UIKit hands down: the inherited ones, with ``overrideUserInterfaceStyle`` on top.
    public var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
    }

    init() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The main-actor work that draws the content as `strategy` places it (subclasses draw their content).
    func imageWork(_ strategy: ViewImageStrategy) -> @MainActor () throws -> Bitmap {
        let name = "\(type(of: self))"
        return { throw SnapshotError.emptySnapshot(of: name, width: 0, height: 0) }
    }

    /// `strategy` with this controller's style override applied, as UIKit gives it precedence.
    func applyingOverrides(to strategy: ViewImageStrategy) -> ViewImageStrategy {
        guard overrideUserInterfaceStyle != .unspecified else { return strategy }
        var strategy = strategy
        strategy.traits = UITraitCollection(traitsFrom: [strategy.traits, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
        return strategy
    }
}
