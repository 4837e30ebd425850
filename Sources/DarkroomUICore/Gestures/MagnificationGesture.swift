import Foundation

/// A pinch (SwiftUI's `MagnificationGesture`): its value is the scale relative to the start of the pinch. A
/// snapshot never pinches, so attaching one changes nothing in the picture; its actions do not run.
public nonisolated struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    /// The smallest change of scale that updates the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch reporting scale changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A pinch (iOS 17's `MagnifyGesture`), reporting the magnification with where and when it started. Like
/// `MagnificationGesture`, it never fires in a snapshot.
public nonisolated struct MagnifyGesture: Gesture {
    /// A pinch's state.
    public struct Value: Equatable, Sendable {
        /// When the gesture's value last changed.
        public var time: Date
        /// The scale relative to the start of the pinch.
        public var magnification: CGFloat
        /// The rate of change of `magnification`, per second.
        public var velocity: CGFloat
        /// Where the pinch started, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's coordinates.
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    /// The smallest change of scale that updates the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch reporting scale changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}
