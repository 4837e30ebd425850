import Foundation

/// Where the commands print: standard output and standard error, or buffers in tests.
public struct CommandOutput: Sendable {
    /// Prints a line of results.
    public var out: @Sendable (String) -> Void
    /// Prints a line of diagnostics.
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// Standard output and standard error.
    public static let standard = CommandOutput(
        out: { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        },
        err: { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    )
}
