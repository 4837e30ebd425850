import Foundation

extension DispatchQueue: Scheduler {
    /// Time on a dispatch queue as a scheduler (Darkroom's virtual clock).
    public typealias SchedulerTimeType = SchedulerVirtualTime
    /// Options for actions on a dispatch queue (none in Darkroom).
    public struct SchedulerOptions: Sendable {}

    public func _virtualNanoseconds(of interval: SchedulerTimeStride) -> Int? { max(0, interval.magnitude) }
}

extension RunLoop: Scheduler {
    /// Time on a run loop as a scheduler (Darkroom's virtual clock).
    public typealias SchedulerTimeType = SchedulerVirtualTime
    /// Options for actions on a run loop (none in Darkroom).
    public struct SchedulerOptions: Sendable {}

    public func _virtualNanoseconds(of interval: SchedulerTimeStride) -> Int? { max(0, interval.magnitude) }
}

extension OperationQueue: Scheduler {
    /// Time on an operation queue as a scheduler (Darkroom's virtual clock).
    public typealias SchedulerTimeType = SchedulerVirtualTime
    /// Options for actions on an operation queue (none in Darkroom).
    public struct SchedulerOptions: Sendable {}

    public func _virtualNanoseconds(of interval: SchedulerTimeStride) -> Int? { max(0, interval.magnitude) }
}
