import Foundation

/// Redraws content on a schedule (SwiftUI's `TimelineView`). A snapshot draws one moment: the first entry of the
/// schedule from `EnvironmentValues.snapshotDate` on (set it with `.environment(\.snapshotDate, date)`; without
/// one, 2001-01-01 00:00 UTC — never the clock): `.periodic(from:by:)` its start or the last period at or before
/// that date, `.explicit(_:)` its first date, `.everyMinute` the start of that minute, `.animation` the date itself.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content closure receives (not generic, as in SwiftUI, so `{ context in … context.date … }` infers).
    public typealias Context = TimelineViewDefaultContext

    /// How often a timeline updates.
    public typealias Cadence = TimelineViewDefaultContext.Cadence

    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @MainActor public var body: some View {
        TimelineDateReader(schedule: schedule, content: content)
    }
}

/// What a `TimelineView`'s content closure receives (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
    /// The moment being drawn.
    public let date: Date
    /// How often the timeline updates.
    public let cadence: Cadence

    /// How often a timeline updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// Reads the snapshot date from the environment.
nonisolated struct TimelineDateReader<Schedule: TimelineSchedule, Content: View>: View {
    @Environment(\.snapshotDate) var snapshotDate
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @MainActor var body: some View {
        // As on a device when the view appears at `snapshotDate`: the schedule's first entry from then on.
        let date = schedule.entries(from: snapshotDate, mode: .normal).first(where: { _ in true }) ?? snapshotDate
        content(TimelineViewDefaultContext(date: date, cadence: .seconds)).environment(\.referenceDate, date)
    }
}

/// How often a schedule's timeline may update (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule asks.
    case normal
    /// Less often (a watch's always-on display).
    case lowFrequency
}

/// A schedule of dates (SwiftUI's `TimelineSchedule`): the dates at which a `TimelineView` redraws. A snapshot
/// draws the first date of `entries(from: snapshotDate, mode: .normal)`, so a custom schedule written for SwiftUI
/// draws as its first entry.
public protocol TimelineSchedule {
    /// The mode a timeline asks its schedule for entries in.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on, in increasing order.
    func entries(from startDate: Date, mode: Self.Mode) -> Entries
}

/// Updates as fast as animations: from its start date on, a snapshot draws the start date.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public func entries(from startDate: Date, mode: Mode) -> [Date] { [startDate] }
}

/// Updates every `interval` from a start date: entries are the start date and every interval after it.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    /// The start date (when it is later than `startDate`) or the last period start at or before `startDate`, then
    /// every `interval` (the first 1,000 entries).
    public func entries(from startDate: Date, mode: Mode) -> [Date] {
        var first = start
        if startDate > start, interval > 0, interval.isFinite {
            first = start.addingTimeInterval((startDate.timeIntervalSince(start) / interval).rounded(.down) * interval)
        }
        guard interval > 0, interval.isFinite else { return [first] }
        return (0..<1000).map { first.addingTimeInterval(Double($0) * interval) }
    }
}

/// Updates at the start of every minute: from the start of `startDate`'s minute on.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public func entries(from startDate: Date, mode: Mode) -> [Date] {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return (0..<1000).map { minute.addingTimeInterval(Double($0) * 60) }
    }
}

/// Updates at given dates (in the order given).
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public func entries(from startDate: Date, mode: Mode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { AnimationTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(start: startDate, interval: interval)
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
