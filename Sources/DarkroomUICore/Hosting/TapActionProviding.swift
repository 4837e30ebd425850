import Foundation

/// A view value that performs an action when tapped (`Button`, a view with `onTapGesture`).
@MainActor
package protocol _TapActionProviding {
    var _tapAction: (() -> Void)? { get }
    /// The action of a tap at `point` (root coordinates) on a view whose frame is `frame` (root coordinates):
    /// `onTapGesture(coordinateSpace:perform:)` hands the location to its action.
    func _tapAction(at point: CGPoint, frame: CGRect) -> (() -> Void)?
}

extension _TapActionProviding {
    package func _tapAction(at point: CGPoint, frame: CGRect) -> (() -> Void)? { _tapAction }
}
