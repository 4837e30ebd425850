/// A property a gesture updates while it is in progress, reset to its initial value when the gesture ends
/// (`.updating($state) { value, state, transaction in … }`).
///
/// ```swift
/// @GestureState private var isDetectingLongPress = false
/// ```
///
/// Darkroom draws views at rest, between gestures: a test tap is a whole gesture (begun and ended at once), and
/// drags and long presses never run, so the value is always the initial value — what SwiftUI shows when no
/// finger is on the screen.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let reset: (Value, inout Transaction) -> Void

    /// A gesture state starting (and resetting to) `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// A gesture state starting (and resetting to) `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state that resets with `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// A gesture state that resets with `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state that calls `reset` when it resets.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initialValue = wrappedValue
        self.reset = reset
    }

    /// A gesture state that calls `reset` when it resets.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the initial value while no gesture is in progress (always, in a test).
    public var wrappedValue: Value { initialValue }

    /// The state itself, to pass to `Gesture.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting (and resetting to) `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state starting (and resetting to) `nil`, calling `reset` when it resets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
