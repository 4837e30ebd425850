/// A view value that performs an action when tapped (`Button`, a view with `onTapGesture`).
@MainActor
protocol _TapActionProviding {
    var _tapAction: (() -> Void)? { get }
}
