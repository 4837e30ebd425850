import Foundation

/// The Gregorian calendar fields of an instant in a time zone, computed with integer arithmetic (days from
/// the Unix epoch to year, month and day: Howard Hinnant's algorithm), not with the host's ICU calendar.
struct CivilTime: Equatable {
    var year: Int
    var month: Int  // 1…12
    var day: Int
    var weekday: Int  // 1 = Sunday … 7 = Saturday
    var hour: Int
    var minute: Int
    var second: Int

    init(_ date: Date, timeZone: TimeZone) {
        let offset = timeZone.secondsFromGMT(for: date)
        let seconds = Int((date.timeIntervalSince1970 + Double(offset)).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let inDay = seconds - days * 86_400
        hour = inDay / 3600
        minute = (inDay % 3600) / 60
        second = inDay % 60
        weekday = ((days % 7 + 7 + 4) % 7) + 1  // 1970-01-01 was a Thursday
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }
}
