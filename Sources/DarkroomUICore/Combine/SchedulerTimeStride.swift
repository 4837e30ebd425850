/// A span of scheduler time in nanoseconds: the `SchedulerTimeType.Stride` of `DispatchQueue`, `RunLoop` and
/// `ImmediateScheduler` (`.seconds(1)`, `.milliseconds(300)`, or a literal number of seconds: `0.5`).
public struct SchedulerTimeStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
    ExpressibleByFloatLiteral
{
    /// The span in nanoseconds.
    public var magnitude: Int

    /// A span of `nanoseconds`.
    public init(nanoseconds: Int) { magnitude = nanoseconds }

    /// A span of `seconds` (rounded to the nearest nanosecond).
    public init(_ seconds: Double) { magnitude = Int((seconds * 1_000_000_000).rounded()) }

    /// A span of `value` seconds.
    public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }

    /// A span of `value` seconds.
    public init(floatLiteral value: Double) { self.init(value) }

    /// A span of `source` seconds, when it is a whole number of nanoseconds that fits.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        magnitude = product
    }

    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude * rhs.magnitude / 1_000_000_000) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// A point in scheduler time, nanoseconds on the virtual clock: the `SchedulerTimeType` of `DispatchQueue`,
/// `RunLoop` and `ImmediateScheduler`.
public struct SchedulerVirtualTime: Strideable, Hashable, Sendable {
    /// Nanoseconds since the clock started.
    public var nanoseconds: Int

    /// The time `nanoseconds` after the clock started.
    public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

    public func distance(to other: Self) -> SchedulerTimeStride { SchedulerTimeStride(nanoseconds: other.nanoseconds - nanoseconds) }
    public func advanced(by n: SchedulerTimeStride) -> Self { Self(nanoseconds: nanoseconds + n.magnitude) }
}
