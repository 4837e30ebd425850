extension SnapshotTestingConfiguration {
    /// Builds the part of a failure message that compares the reference with the failed snapshot,
    /// from the reference's path and the failed snapshot's path.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: "compare") { … }   // "compare <reference> <actual>"
    /// withSnapshotTesting(diffTool: .init { "ksdiff \"\($0)\" \"\($1)\"" }) { … }
    /// ```
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// Creates a diff tool from a function of the reference path and the failed snapshot path.
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command: `"<value> <reference path> <failed path>"`.
        public init(stringLiteral value: StringLiteralType) {
            self.tool = { "\(value) \($0) \($1)" }
        }

        /// [Kaleidoscope](https://kaleidoscope.app).
        public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }

        /// Prints both files' URLs.
        public static let `default` = Self {
            """
            @\(LineDiff.minus)
            "file://\($0)"
            @\(LineDiff.plus)
            "file://\($1)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        /// The message for a reference and a failed snapshot.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}

/// The diff tool type, also reachable as `SnapshotTestingConfiguration.DiffTool`.
public typealias DiffTool = SnapshotTestingConfiguration.DiffTool
