/// A gesture that updates a `@GestureState` while it is in progress (what `updating(_:body:)` returns).
/// A test tap begins and ends the gesture at once, so the state is back at its initial value afterwards, and the
/// gesture's `onEnded` action runs as the base gesture's would.
public nonisolated struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    /// The gesture whose values update the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` with `body` while `base` is in progress.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.update = body
    }
}

extension Gesture {
    /// Updates `state` with `body` while the gesture is in progress (the state resets when it ends).
    public nonisolated func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture a test tap completes: a `TapGesture`, possibly updating a gesture state.
protocol _TapRecognizing: Gesture where Value == Void {}

extension TapGesture: _TapRecognizing {}
extension GestureStateGesture: _TapRecognizing where Base: _TapRecognizing {}
