/// A source of values over time (Combine's `Publisher`, which `import SwiftUI` brings along): what
/// `onReceive(_:perform:)` subscribes to. Darkroom ships the part of Combine views use — `PassthroughSubject`,
/// `Just`, `delay(for:scheduler:)`, `sink(receiveValue:)`, `AnyCancellable` — delivered on the main actor.
///
/// On Linux there is no `Combine` module: drop `import Combine` (or write `#if canImport(Combine)`), these
/// names come with `import DarkroomUI`.
@MainActor @preconcurrency
public protocol Publisher<Output, Failure> {
    /// The values it publishes.
    associatedtype Output
    /// The error it can fail with (`Never`: it cannot fail).
    associatedtype Failure: Error

    /// Calls `receive` with every value published from now on, until the returned cancellable is cancelled or
    /// released. (Darkroom's subscription entry point; Combine's `receive(subscriber:)` is not provided.)
    func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value published from now on, for as long as the result is kept.
    public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}
