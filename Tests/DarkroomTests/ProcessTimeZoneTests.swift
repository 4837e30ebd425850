import Foundation
import Testing
import Darkroom

/// A test process that links Darkroom formats dates outside `Text` in UTC on every machine.
@Suite struct ProcessTimeZoneTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DARKROOM_KEEP_TZ"] == nil, "DARKROOM_KEEP_TZ turns pinning off"))
    func theProcessTimeZoneIsPinnedToUTC() {
        #expect(ProcessInfo.processInfo.environment["TZ"] == "UTC")
        #expect(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: 15_552_000)) == 0)  // no summer time
    }
}
