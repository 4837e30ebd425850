/// A scheduler that performs each action at once, whatever time it is scheduled for (Combine's
/// `ImmediateScheduler`): `delay(for:scheduler: ImmediateScheduler.shared)` delivers without delay.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Time on the immediate scheduler.
    public typealias SchedulerTimeType = SchedulerVirtualTime
    /// Options for actions on the immediate scheduler (none).
    public struct SchedulerOptions: Sendable {}

    /// The immediate scheduler.
    public static let shared = ImmediateScheduler()

    public func _virtualNanoseconds(of interval: SchedulerTimeStride) -> Int? { nil }
}
