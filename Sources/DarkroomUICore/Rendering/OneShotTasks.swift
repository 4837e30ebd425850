import Foundation

/// How long a one-shot render lets the `.task` bodies and the schedulers of the view it draws run before the picture
/// (`.wait(for:on:)`); without it each task stops at its first suspension and nothing scheduled for later is
/// delivered (README, "What runs before the picture").
package enum OneShotTasks {
    /// What `.wait(for:on:)` asks of the renders it makes.
    package struct Waiting: Sendable {
        /// How long: the schedulers' virtual clock moves this far, and tasks get up to this long (wall clock) to finish.
        package var seconds: TimeInterval
        /// Where the renders' hosts are parked between two renders of the same value, when the waiting happens
        /// outside the render (`nil`: the render waits in place).
        package var parked: ParkedHosts?

        /// The renders wait in place, running the main run loop.
        package init(seconds: TimeInterval) {
            self.seconds = seconds
        }

        /// The renders park their hosts in `parked` (first pass) or draw with the hosts parked there (second pass).
        package init(seconds: TimeInterval, parked: ParkedHosts) {
            self.seconds = seconds
            self.parked = parked
        }
    }

    /// The waiting of the renders made now (`.wait(for:on:)` binds it, also on the main queue when it hops there).
    @TaskLocal package static var current: Waiting?

    /// The hosts of one value's renders while their tasks run with the main actor free: a first render of the value
    /// parks them in order, the caller lets the main queue run (`poll()` from the main actor says when every task
    /// finished), and a second render of the same value takes them back in the same order and draws them.
    package final class ParkedHosts: @unchecked Sendable {
        /// Whether renders now park (first pass) or take hosts back (second pass).
        package var isResuming = false
        private var hosts: [(host: ViewHost, clock: SchedulerClock)] = []
        private var next = 0

        package init() {}

        /// Whether no host was parked.
        @MainActor package var isEmpty: Bool { hosts.isEmpty }

        @MainActor func park(_ host: ViewHost, clock: SchedulerClock) {
            hosts.append((host, clock))
        }

        @MainActor func takeNext() -> (host: ViewHost, clock: SchedulerClock)? {
            guard next < hosts.count else { return nil }
            defer { next += 1 }
            return hosts[next]
        }

        /// Applies what the parked hosts' tasks changed (starting the tasks of views that appear); whether every
        /// task finished.
        @MainActor package func poll() throws -> Bool {
            var finished = true
            for (host, clock) in hosts {
                try SchedulerClock.withCurrent(clock) { try host.applyTaskProgress() }
                finished = finished && !host.hasRunningTasks
            }
            return finished
        }

        /// Cancels the tasks still running (after the second pass, or when it never comes).
        @MainActor package func cancelAll() {
            for (host, _) in hosts { host.cancelRunningTasks() }
            hosts = []
        }
    }
}
