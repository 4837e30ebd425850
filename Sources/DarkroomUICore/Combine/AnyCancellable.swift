/// A subscription that ends when it is cancelled or released (Combine's `AnyCancellable`).
@MainActor
public final class AnyCancellable: Hashable {
    private var cancelAction: (@MainActor () -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @MainActor () -> Void) {
        cancelAction = cancel
    }

    /// Ends the subscription.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps the subscription alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    isolated deinit {
        cancel()
    }

    public nonisolated static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
