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

    init(frame: CGRect) {
        self.frame = frame
    }
}
