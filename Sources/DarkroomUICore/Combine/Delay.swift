extension Publishers {
    /// A publisher that delivers its upstream's values `interval` later on `scheduler` (what
    /// `delay(for:tolerance:scheduler:options:)` returns).
    ///
    /// Time is the scheduler's virtual clock (`Scheduler`): a delayed value is not delivered when a snapshot is taken,
    /// as an iPhone's first frame is drawn before the delay elapses, unless `.wait(for:on:)` moved the clock past it.
    public nonisolated struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are delayed.
        public let upstream: Upstream
        /// How long each value is held.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed lateness (kept for Combine's spelling; the virtual clock is exact).
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler the values are delivered on.
        public let scheduler: Context
        /// The scheduler options (none in Darkroom).
        public let options: Context.SchedulerOptions?

        /// A publisher delivering `upstream`'s values `interval` later on `scheduler`.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        @MainActor public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
            guard let delay = scheduler._virtualNanoseconds(of: interval) else { return upstream._subscribe(receive) }
            let clock = SchedulerClock.current
            let scheduled = ScheduledDeliveries()
            let subscription = upstream._subscribe { value in
                scheduled.tokens.insert(clock.schedule(after: delay) { receive(value) })
            }
            return AnyCancellable {
                subscription.cancel()
                for token in scheduled.tokens { clock.cancel(token) }
            }
        }
    }
}

/// The deliveries a `Delay` subscription has scheduled and not yet made.
@MainActor
private final class ScheduledDeliveries {
    var tokens: Set<Int> = []
}

extension Publisher {
    /// Delivers each value `interval` later on `scheduler`, as Combine's `delay(for:tolerance:scheduler:options:)`:
    ///
    /// ```swift
    /// .onReceive(Just(true).delay(for: .seconds(1), scheduler: DispatchQueue.main)) { showsHint = $0 }
    /// ```
    ///
    /// A snapshot is taken before the delay elapses (nothing is delivered yet, as on an iPhone's first frame) unless
    /// `.wait(for:on:)` waits at least as long; `ImmediateScheduler` delivers at once.
    public nonisolated func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? .zero, scheduler: scheduler, options: options)
    }
}
