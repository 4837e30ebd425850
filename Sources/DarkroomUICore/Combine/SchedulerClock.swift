/// The virtual clock Darkroom's schedulers keep time on (`Scheduler`): actions scheduled for a later time run only
/// when the clock is moved past it, in the order of their times (then of scheduling), never by the wall clock.
///
/// A one-shot render of a view with lifecycle actions gives its host a clock of its own, moved forward by
/// `.wait(for:on:)`'s duration; what is scheduled elsewhere goes to `unadvanced`, which nothing moves.
@MainActor
package final class SchedulerClock {
    /// The clock of work done outside a render that moves one: never moved, so its actions never run.
    package static let unadvanced = SchedulerClock()
    /// The clock that deliveries scheduled now are put on.
    package private(set) static var current = unadvanced

    /// Nanoseconds since the clock started.
    package private(set) var now = 0
    private var pending: [(due: Int, token: Int, action: @MainActor () -> Void)] = []
    private var nextToken = 0

    package init() {}

    /// Performs `body` with `clock` as the current clock.
    package static func withCurrent<T>(_ clock: SchedulerClock, _ body: () throws -> T) rethrows -> T {
        let saved = current
        current = clock
        defer { current = saved }
        return try body()
    }

    /// Schedules `action` for `nanoseconds` from now; returns the token that cancels it.
    package func schedule(after nanoseconds: Int, _ action: @escaping @MainActor () -> Void) -> Int {
        let token = nextToken
        nextToken += 1
        pending.append((now + max(0, nanoseconds), token, action))
        return token
    }

    /// Drops the action scheduled under `token`, if it has not run.
    package func cancel(_ token: Int) {
        pending.removeAll { $0.token == token }
    }

    /// Whether an action is waiting for a time at or before `now + nanoseconds`.
    package func hasActions(within nanoseconds: Int) -> Bool {
        pending.contains { $0.due <= now + nanoseconds }
    }

    /// Moves the clock forward by `nanoseconds`, running every action due on the way in time order (actions they
    /// schedule run too when due), with `afterEach` after each one.
    package func advance(by nanoseconds: Int, afterEach: () throws -> Void = {}) rethrows {
        let end = now + max(0, nanoseconds)
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.token) < ($1.due, $1.token) }) {
            pending.removeAll { $0.token == next.token }
            now = max(now, next.due)
            next.action()
            try afterEach()
        }
        now = end
    }
}
