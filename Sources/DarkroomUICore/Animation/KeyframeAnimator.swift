import Foundation

/// Animates a value through keyframes (SwiftUI's `KeyframeAnimator`); a snapshot shows `initialValue`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays `keyframes` whenever `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays `keyframes` continuously.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

/// A description of keyframes (SwiftUI's `Keyframes`).
public protocol Keyframes {}

/// Keyframes for one property of the animated value.
public struct KeyframeTrack<Root, Value>: Keyframes {
    /// A track animating `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent) {}

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent) where Root == Value {}
}

/// Content of a keyframe track.
public protocol KeyframeTrackContent {}

/// A keyframe reached along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A timing curve (SwiftUI's `UnitCurve`).
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A spring (SwiftUI's `Spring`).
public struct Spring: Hashable, Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    public init(response: Double, dampingRatio: Double) {}
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
}

/// Groups keyframes.
public struct _KeyframesGroup: Keyframes {}

/// Groups track content.
public struct _KeyframeTrackContentGroup: KeyframeTrackContent {}

/// Builds `Keyframes` from tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression(_ expression: some Keyframes) -> _KeyframesGroup { _KeyframesGroup() }
    public static func buildBlock(_ components: _KeyframesGroup...) -> _KeyframesGroup { _KeyframesGroup() }
    public static func buildOptional(_ component: _KeyframesGroup?) -> _KeyframesGroup { _KeyframesGroup() }
    public static func buildEither(first component: _KeyframesGroup) -> _KeyframesGroup { component }
    public static func buildEither(second component: _KeyframesGroup) -> _KeyframesGroup { component }
    public static func buildArray(_ components: [_KeyframesGroup]) -> _KeyframesGroup { _KeyframesGroup() }
}

/// Builds track content from keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression(_ expression: some KeyframeTrackContent) -> _KeyframeTrackContentGroup { _KeyframeTrackContentGroup() }
    public static func buildBlock(_ components: _KeyframeTrackContentGroup...) -> _KeyframeTrackContentGroup { _KeyframeTrackContentGroup() }
    public static func buildOptional(_ component: _KeyframeTrackContentGroup?) -> _KeyframeTrackContentGroup { _KeyframeTrackContentGroup() }
    public static func buildEither(first component: _KeyframeTrackContentGroup) -> _KeyframeTrackContentGroup { component }
    public static func buildEither(second component: _KeyframeTrackContentGroup) -> _KeyframeTrackContentGroup { component }
    public static func buildArray(_ components: [_KeyframeTrackContentGroup]) -> _KeyframeTrackContentGroup { _KeyframeTrackContentGroup() }
}
