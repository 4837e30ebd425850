import Foundation
#if canImport(Testing)
import Testing
#endif

/// Attaches files to the running Swift Testing test (no-op elsewhere).
enum SwiftTestingAttachments {
    static func attach(_ data: Data, named name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        guard Test.current != nil else { return }
        Attachment.record(
            [UInt8](data),
            named: name,
            sourceLocation: SourceLocation(
                fileID: String(describing: fileID),
                filePath: String(describing: filePath),
                line: Int(line),
                column: Int(column)
            )
        )
        #endif
    }
}
