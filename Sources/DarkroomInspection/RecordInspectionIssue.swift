#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failure inside an inspection callback to the framework running the test: Swift Testing's
/// `Issue.record` inside a Swift Testing test, else `XCTFail`.
func recordInspectionIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath),
                line: Int(line), column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #endif
}
