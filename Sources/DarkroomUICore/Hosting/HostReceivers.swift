/// The publishers a host's views receive from (`onReceive`): one subscription per `onReceive` identity, kept
/// while the view stays and its publisher is the same object (or, for a value publisher such as `Just`, for as long
/// as the view stays); the latest pass's action receives the values.
@MainActor
final class HostReceivers {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let index: Int
    }

    private final class Subscription {
        let publisher: AnyObject?
        var action: @MainActor (Any) -> Void
        var cancellable: AnyCancellable?

        init(publisher: AnyObject?, action: @escaping @MainActor (Any) -> Void) {
            self.publisher = publisher
            self.action = action
        }
    }

    private var subscriptions: [Key: Subscription] = [:]

    /// Subscribes new receivers, updates kept ones, cancels those gone. Values are handed to `deliver`.
    func reconcile(_ registrations: [ReceiverRegistration], deliver: @escaping @MainActor (@escaping () -> Void) -> Void) {
        var seen = Set<Key>()
        var counts: [ObjectIdentifier: Int] = [:]
        for registration in registrations {
            let node = ObjectIdentifier(registration.node)
            let index = counts[node, default: 0]
            counts[node] = index + 1
            let key = Key(node: node, index: index)
            seen.insert(key)
            // The same subject, or a value publisher (`Just`, a delay) at the same place: kept, so that it delivers
            // once, not on every update (a value publisher delivers when subscribed).
            if let existing = subscriptions[key], existing.publisher === registration.publisher {
                existing.action = registration.action
                continue
            }
            subscriptions[key]?.cancellable?.cancel()
            let subscription = Subscription(publisher: registration.publisher, action: registration.action)
            subscriptions[key] = subscription
            subscription.cancellable = registration.subscribe { [weak subscription] value in
                deliver { subscription?.action(value) }
            }
        }
        for (key, subscription) in subscriptions where !seen.contains(key) {
            subscription.cancellable?.cancel()
            subscriptions[key] = nil
        }
    }

    /// Cancels every subscription.
    func cancelAll() {
        for subscription in subscriptions.values { subscription.cancellable?.cancel() }
        subscriptions = [:]
    }
}
