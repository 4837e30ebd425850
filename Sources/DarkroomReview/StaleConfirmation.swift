import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How `darkroom stale --delete` asks before deleting.
public enum StaleConfirmation {
    /// Prints the prompt and reads one line from standard input when it is a terminal; `nil` when
    /// standard input is not a terminal (a script or CI must pass `--yes`) or is closed.
    @Sendable public static func terminal(_ prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        FileHandle.standardOutput.write(Data(prompt.utf8))
        return readLine(strippingNewline: true)
    }
}
