import Foundation

/// Two gestures where the second starts only after the first succeeds (`first.sequenced(before: second)`), as a
/// long press before a drag. Never fires in a snapshot.
public nonisolated struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The state of a sequence: the first gesture in progress, or the first done and the second in progress.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second is in progress (nil before it starts).
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    /// The gesture that must succeed first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures recognised at the same time (`first.simultaneously(with: second)`), as a pinch with a rotation.
/// Never fires in a snapshot.
public nonisolated struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values, nil for the one not in progress.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first` and `second` together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures of which only one succeeds, the first taking precedence (`first.exclusively(before: second)`), as
/// a double tap before a single tap. Never fires in a snapshot.
public nonisolated struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture succeeded.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    public typealias Body = Never
    /// The gesture with precedence.
    public var first: First
    /// The gesture recognised when the first fails.
    public var second: Second

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, then `other` once this one succeeds.
    public nonisolated func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` recognised together.
    public nonisolated func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
    public nonisolated func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
