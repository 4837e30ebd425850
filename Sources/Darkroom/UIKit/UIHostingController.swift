import Foundation
import Rasterizer

/// SwiftUI's hosting controller (a Linux stand-in): holds a view so that iOS snapshot suites written
/// against `UIHostingController` compile and run unchanged.
///
/// ```swift
/// let controller = UIHostingController(rootView: JokeView(state: .loading))
/// assertSnapshot(of: controller, as: .image(on: .iPhone13Pro))
/// ```
///
/// Its snapshot is the root view's: `.image(on: .iPhone13Pro)` of the controller has the bytes of
/// `.image(on: .iPhone13Pro)` of `rootView`. It covers what snapshot suites use — `rootView`,
/// `view.frame`/`view.bounds`, `sizeThatFits(in:)`, `overrideUserInterfaceStyle` — and nothing else, so
/// other UIKit API fails to compile rather than being ignored.
public final class UIHostingController<Content: View>: UIViewController {
    /// The view the controller shows.
    public var rootView: Content {
        get { root.rootView }
        set { root.rootView = newValue }
    }

    /// The root view, shared with the controller's `view` (which keeps drawing it on its own).
    private let root: HostedRoot<Content>

    /// The interface style this controller forces on its content.
    public override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        didSet { root.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// A controller showing `rootView`; its view's frame is `UIScreen.main.bounds`.
    public init(rootView: Content) {
        root = HostedRoot(rootView)
        super.init()
        view.hosted = root
    }

    /// The size the root view takes when proposed `size`, laid out on the main actor. A dimension of
    /// `.infinity` (or `.greatestFiniteMagnitude`) proposes nothing in that direction: the view's ideal size.
    /// When the main actor cannot run the layout, the failure is reported at the caller and the size is zero.
    public func sizeThatFits(
        in size: CGSize,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> CGSize {
        // The caller waits while the main actor lays the view out: it is never used by two threads at once.
        nonisolated(unsafe) let root = rootView
        let proposal = ProposedViewSize(
            width: size.width.isFinite && size.width < 1e6 ? size.width : nil,
            height: size.height.isFinite && size.height < 1e6 ? size.height : nil
        )
        do {
            return try MainActorSnapshot.run { try LayoutInspector.layout(root, in: proposal).size }
        } catch {
            recordSnapshotIssue(
                "UIHostingController.sizeThatFits(in:) could not lay out \(Content.self): \(error)",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return .zero
        }
    }

    override func imageWork(_ strategy: ViewImageStrategy) -> @MainActor () throws -> Bitmap {
        root.imageWork(strategy, background: view.backgroundColor)
    }
}
