import Foundation

/// A two-finger rotation (SwiftUI's `RotationGesture`): its value is the angle turned since it began. A snapshot
/// never rotates, so attaching one changes nothing in the picture; its actions do not run.
public nonisolated struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    /// The smallest change of angle that updates the gesture.
    public var minimumAngleDelta: Angle

    /// A rotation reporting angle changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A two-finger rotation (iOS 17's `RotateGesture`), reporting the rotation with where and when it started. Like
/// `RotationGesture`, it never fires in a snapshot.
public nonisolated struct RotateGesture: Gesture {
    /// A rotation's state.
    public struct Value: Equatable, Sendable {
        /// When the gesture's value last changed.
        public var time: Date
        /// The angle turned since the gesture began.
        public var rotation: Angle
        /// The rate of change of `rotation`, per second.
        public var velocity: Angle
        /// Where the rotation started, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the rotation started, in the view's coordinates.
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    /// The smallest change of angle that updates the gesture.
    public var minimumAngleDelta: Angle

    /// A rotation reporting angle changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
