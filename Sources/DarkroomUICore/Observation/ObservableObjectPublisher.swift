import Synchronization

/// Emits before an `ObservableObject` changes (Combine's `ObservableObjectPublisher`, reduced to what
/// views need: `send()` and subscriptions).
public final class ObservableObjectPublisher: Sendable {
    private struct State {
        var next = 0
        var subscribers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber() }
    }

    /// Calls `receive` before every change until the returned subscription is released.
    func subscribe(_ receive: @escaping @Sendable () -> Void) -> ObjectWillChangeSubscription {
        let id = state.withLock { state in
            state.next += 1
            state.subscribers[state.next] = receive
            return state.next
        }
        return ObjectWillChangeSubscription(publisher: self, id: id)
    }

    fileprivate func unsubscribe(_ id: Int) {
        _ = state.withLock { $0.subscribers.removeValue(forKey: id) }
    }

    // MARK: One publisher per object

    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The publisher of `object` (made on first use; an entry whose object died is replaced).
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        let fresh = Entry(object: object, publisher: ObservableObjectPublisher())
        return table.withLock { table in
            if let entry = table[id], let current = entry.object, current === fresh.object { return entry.publisher }
            table[id] = fresh
            return fresh.publisher
        }
    }
}

/// A subscription to an `ObservableObjectPublisher`; released, it unsubscribes.
final class ObjectWillChangeSubscription {
    private let publisher: ObservableObjectPublisher
    private let id: Int

    init(publisher: ObservableObjectPublisher, id: Int) {
        self.publisher = publisher
        self.id = id
    }

    deinit { publisher.unsubscribe(id) }
}
