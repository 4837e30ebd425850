/// A publisher that sends one value to each subscriber, then finishes (Combine's `Just`):
///
/// ```swift
/// Just(false)
///     .delay(for: .seconds(3), scheduler: RunLoop.main)
///     .sink { isFaceShown = $0 }
///     .store(in: &cancellables)
/// ```
///
/// As in Combine, the value is sent at once, when something subscribes.
public nonisolated struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value each subscriber receives.
    public let output: Output

    /// A publisher that sends `output` once to each subscriber.
    public init(_ output: Output) {
        self.output = output
    }

    @MainActor public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}
