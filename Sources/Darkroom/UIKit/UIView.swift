import DarkroomUI
import Foundation

/// A view controller's root view (a Linux stand-in for `UIView`): only its geometry, which the
/// controller's `.image` strategy uses as the canvas size. It cannot be created or subclassed outside
/// Darkroom, so UIKit view code fails to compile instead of drawing nothing.
public final class UIView {
    /// The view's rectangle in its superview's coordinates, in points.
    public var frame: CGRect

    /// The colour behind the hosted view. Unset (nil), the colour scheme's system background, as a hosting
    /// controller's view has; a colour set here fills the canvas behind the root view instead (`.clear`: the
    /// snapshot is transparent where the view draws nothing).
    public var backgroundColor: UIColor?

    /// The view's rectangle in its own coordinates: the frame's size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// What the view shows: its hosting controller's root view, kept when the view is taken out of the controller.
    var hosted: HostedContent?

    /// The size the hosted SwiftUI view takes with nothing proposed (its ideal size), as a hosting controller's view
    /// reports it; −1 in both dimensions (UIKit's `noIntrinsicMetric`) when it hosts nothing or cannot be laid out.
    public var intrinsicContentSize: CGSize {
        guard let hosted, let size = try? hosted.size(for: .unspecified) else { return CGSize(width: -1, height: -1) }
        return size
    }

    init(frame: CGRect) {
        self.frame = frame
    }
}
