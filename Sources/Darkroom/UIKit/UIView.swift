import Foundation

/// A view controller's root view (a Linux stand-in for `UIView`): only its geometry, which the
/// controller's `.image` strategy uses as the canvas size. It cannot be created or subclassed outside
/// Darkroom, so UIKit view code fails to compile instead of drawing nothing.
public final class UIView {
    /// The view's rectangle in its superview's coordinates, in points.
    public var frame: CGRect

    /// The view's rectangle in its own coordinates: the frame's size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    init(frame: CGRect) {
        self.frame = frame
    }
}
