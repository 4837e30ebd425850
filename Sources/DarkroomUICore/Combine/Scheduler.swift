/// Where and when a publisher delivers its values (Combine's `Scheduler`): what `delay(for:scheduler:)` takes.
/// `DispatchQueue`, `RunLoop` and `ImmediateScheduler` are schedulers, as in Combine.
///
/// Darkroom's schedulers keep time on a virtual clock, never the wall clock, so a snapshot does not depend on how
/// fast the machine is: a delivery scheduled for later has not happened when a snapshot is taken (an iPhone's
/// first frame is drawn before a delay elapses), and `.wait(for:on:)` moves the clock of the view it draws forward
/// by its duration (README, "What runs before the picture"). `ImmediateScheduler` delivers at once.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's measure of time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// The options a scheduled action can take (Darkroom's schedulers take none).
    associatedtype SchedulerOptions

    /// How long `interval` is on the virtual clock, in nanoseconds; `nil` when the scheduler runs actions at once
    /// whatever their time (`ImmediateScheduler`).
    func _virtualNanoseconds(of interval: SchedulerTimeType.Stride) -> Int?
}

/// A time interval a scheduler's `Stride` can be made from (Combine's `SchedulerTimeIntervalConvertible`):
/// `.seconds(3)`, `.milliseconds(250)`.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}
