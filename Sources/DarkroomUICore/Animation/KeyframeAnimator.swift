import Foundation

/// Animates a value through keyframes (SwiftUI's `KeyframeAnimator`); a snapshot shows `initialValue`.
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays `keyframes` whenever `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays `keyframes` continuously.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    @MainActor public var body: some View { content(initialValue) }
}

/// A description of keyframes (SwiftUI's `Keyframes`) animating a value of type `_Root`.
public protocol Keyframes {
    /// The animated value's type (SwiftUI's `Keyframes.Value`), which lets `KeyframeTrack(\.angle)` infer its root.
    associatedtype _Root
}

/// Keyframes for one property of the animated value.
public struct KeyframeTrack<Root, Value>: Keyframes {
    public typealias _Root = Root

    /// A track animating `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent) {}

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent) where Root == Value {}
}

/// Content of a keyframe track, whose keyframes reach values of type `_Value`.
public protocol KeyframeTrackContent {
    /// The type of the keyframes' values (SwiftUI's `KeyframeTrackContent.Value`), which types `.degrees(16)`.
    associatedtype _Value
}

/// A keyframe reached along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public typealias _Value = Value
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public typealias _Value = Value
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public typealias _Value = Value
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public typealias _Value = Value
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
public struct _KeyframesGroup<Root>: Keyframes {
    public typealias _Root = Root
}

/// Groups track content.
public struct _KeyframeTrackContentGroup<Value>: KeyframeTrackContent {
    public typealias _Value = Value
}

/// Builds `Keyframes` from tracks of the animated value `Value`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public typealias Group = _KeyframesGroup<Value>
    public static func buildExpression<K: Keyframes>(_ expression: K) -> Group where K._Root == Value { Group() }
    public static func buildBlock(_ components: Group...) -> Group { Group() }
    public static func buildOptional(_ component: Group?) -> Group { Group() }
    public static func buildEither(first component: Group) -> Group { component }
    public static func buildEither(second component: Group) -> Group { component }
    public static func buildArray(_ components: [Group]) -> Group { Group() }
}

/// Builds track content from keyframes of values of type `Value`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public typealias Group = _KeyframeTrackContentGroup<Value>
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> Group where K._Value == Value { Group() }
    public static func buildBlock(_ components: Group...) -> Group { Group() }
    public static func buildOptional(_ component: Group?) -> Group { Group() }
    public static func buildEither(first component: Group) -> Group { component }
    public static func buildEither(second component: Group) -> Group { component }
    public static func buildArray(_ components: [Group]) -> Group { Group() }
}
