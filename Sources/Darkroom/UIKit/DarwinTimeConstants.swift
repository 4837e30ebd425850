// Darwin's time constants (`<dispatch/time.h>`), which iOS suites use to wait (`Task.sleep(nanoseconds:
// NSEC_PER_MSEC * 100)`) and Linux's Dispatch does not export.

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
