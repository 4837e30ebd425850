import Foundation

/// Redraws content on a schedule (SwiftUI's `TimelineView`). A snapshot draws one moment: the schedule's
/// first date for `.periodic(from:by:)` and `.explicit(_:)`, otherwise `EnvironmentValues.snapshotDate`
/// (set it with `.environment(\.snapshotDate, date)`; without one, 2001-01-01 00:00 UTC — never the clock).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content closure receives.
    public struct Context {
        /// The moment being drawn.
        public let date: Date
        /// How often the timeline updates.
        public let cadence: Cadence
    }

    /// How often a timeline updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }

    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        TimelineDateReader(schedule: schedule, content: content)
    }
}

/// Reads the snapshot date from the environment.
struct TimelineDateReader<Schedule: TimelineSchedule, Content: View>: View {
    @Environment(\.snapshotDate) var snapshotDate
    let schedule: Schedule
    let content: (TimelineView<Schedule, Content>.Context) -> Content
    var body: some View {
        let date = schedule.firstDate ?? snapshotDate
        content(TimelineView<Schedule, Content>.Context(date: date, cadence: .seconds)).environment(\.referenceDate, date)
    }
}

/// A schedule of dates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {
    /// The first date the schedule names, if it names one.
    var firstDate: Date? { get }
}

/// Updates as fast as animations.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public var firstDate: Date? { nil }
}

/// Updates every `interval` from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    public var firstDate: Date? { start }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public var firstDate: Date? { nil }
}

/// Updates at given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public var firstDate: Date? { dates.first(where: { _ in true }) }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { AnimationTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(start: startDate)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates: dates)
    }
}

struct SnapshotDateKey: EnvironmentKey {
    static let defaultValue = Date(timeIntervalSinceReferenceDate: 0)
}

extension EnvironmentValues {
    /// "Now" in a snapshot (a Darkroom addition): the date `TimelineView` draws when its schedule names none.
    public var snapshotDate: Date {
        get { self[SnapshotDateKey.self] }
        set { self[SnapshotDateKey.self] = newValue }
    }
}
