import IssueReporting
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed assertion to the framework running the test: Swift Testing's `Issue.record`
/// inside a Swift Testing test, else `XCTFail`. (IssueReporting's `reportIssue` needs the test
/// target to link `IssueReportingTestSupport` to reach Swift Testing, and only finds `XCTFail` in
/// debug builds, so it is only the fallback where neither framework can be imported.)
func recordSnapshotIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: String(describing: fileID),
                filePath: String(describing: filePath),
                line: Int(line),
                column: Int(column)
            )
        )
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
}
