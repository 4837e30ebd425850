/// A publisher that hands each value it is sent to its current subscribers (Combine's `PassthroughSubject`):
///
/// ```swift
/// let notice = PassthroughSubject<UInt, Never>()
/// notice.send(42)
/// ```
///
/// Values sent while nobody subscribes are dropped, as in Combine. Delivery is synchronous, in the order the
/// subscribers subscribed.
@MainActor
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var subscribers: [(id: Int, receive: @MainActor (Output) -> Void)] = []
    private var nextID = 0
    /// Values kept for the first subscriber (see `_sendWhenSubscribed(_:)`).
    private var heldForSubscriber: [Output] = []

    /// A subject with no subscribers.
    public nonisolated init() {}

    /// Sends `input` to every current subscriber.
    public func send(_ input: Output) {
        for subscriber in subscribers { subscriber.receive(input) }
    }

    /// Sends `()` to every current subscriber.
    public func send() where Output == Void {
        send(())
    }

    public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers.append((id, receive))
        if !heldForSubscriber.isEmpty {
            let held = heldForSubscriber
            heldForSubscriber = []
            for value in held { receive(value) }
        }
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    /// Sends `input` now if someone subscribes, else keeps it for the first subscriber (ViewInspector's
    /// `InspectionEmissary.inspect` sends its notice before the view is hosted; a host subscribes after it
    /// laid the view out and delivers it then).
    package func _sendWhenSubscribed(_ input: Output) {
        if subscribers.isEmpty { heldForSubscriber.append(input) } else { send(input) }
    }

    /// Whether anyone subscribes.
    package var _hasSubscribers: Bool { !subscribers.isEmpty }
}
