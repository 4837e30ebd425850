import Foundation

/// An interaction attached with `.gesture(_:)`. Taps in tests trigger `TapGesture`s (`ViewHost.tap(at:)`);
/// drags and long presses compile and are attached but are never triggered by a test tap (nothing
/// moves or waits in a snapshot).
@MainActor @preconcurrency
public protocol Gesture {
    /// The value the gesture produces.
    associatedtype Value
    /// The gesture this one is made of (`Never` for primitive gestures).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

extension Gesture {
    /// Performs `action` when the gesture ends.
    public nonisolated func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self, action: action)
    }

    /// Performs `action` when the gesture's value changes (drags: on every move).
    public nonisolated func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(gesture: self, action: action)
    }
}

/// A gesture with an action when it ends.
public nonisolated struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let gesture: Content
    let action: (Content.Value) -> Void
}

/// A gesture with an action when its value changes.
public nonisolated struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let gesture: Content
    let action: (Content.Value) -> Void
}

/// A tap (or `count` taps).
public nonisolated struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    /// The number of taps.
    public var count: Int

    /// A gesture recognising `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A drag. Its value reports the drag's locations and translation.
public nonisolated struct DragGesture: Gesture {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        /// Where the drag is now.
        public var location: CGPoint
        /// Where it started.
        public var startLocation: CGPoint
        /// `location - startLocation`.
        public var translation: CGSize
        /// Where it would end with its current velocity.
        public var predictedEndLocation: CGPoint
        /// Its predicted end translation.
        public var predictedEndTranslation: CGSize
        /// Its velocity in points per second.
        public var velocity: CGSize
    }
    public typealias Body = Never

    /// The distance before the drag starts.
    public var minimumDistance: CGFloat
    /// The space locations are measured in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A long press. Its value is `true` once the press has lasted `minimumDuration`.
public nonisolated struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move.
    public var maximumDistance: CGFloat

    /// A long press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// Which gestures of a view and its subviews are active.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures.
    public static let none = GestureMask([])
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture a test tap triggers.
@MainActor
protocol _TapTriggeredGesture {
    var _tapAction: (() -> Void)? { get }
}

extension _EndedGesture: _TapTriggeredGesture where Content: _TapRecognizing {
    var _tapAction: (() -> Void)? {
        let action = self.action
        return { action(()) }
    }
}

/// Attaches a gesture (`gesture`, `simultaneousGesture`, `highPriorityGesture`): a tap gesture becomes a tap
/// target; other gestures are attached without effect in a still picture.
nonisolated struct _GestureModifier<G: Gesture>: ViewModifier, _PrimitiveModifier, _TapActionProviding {
    let gesture: G
    let mask: GestureMask

    @MainActor var _tapAction: (() -> Void)? {
        guard mask.contains(.gesture) else { return nil }
        return (gesture as? any _TapTriggeredGesture)?._tapAction
    }

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        if _tapAction != nil {
            HitTestMarking.wrap(content: content, into: &outputs, environment: environment, kind: .target(fillsFrame: false))
        } else {
            content(environment, &outputs)
        }
    }
}

extension View {
    /// Attaches `gesture` to the view.
    public nonisolated func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask))
    }

    /// Attaches `gesture` to recognise alongside the view's other gestures.
    public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask))
    }

    /// Attaches `gesture` with precedence over the view's other gestures.
    public nonisolated func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask))
    }
}
