import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The record of which reference files a test run touched, so that stale references (files under
/// `__Snapshots__` that no assertion uses any more) can be found afterwards.
///
/// Layout: `<artifacts>/runs/<run-id>/touched-<pid>.txt`, one line per assertion:
/// `<status>\t<absolute reference path>` with status `matched`, `recorded`, `failed` or `missing`.
///
/// - The run id is `DARKROOM_RUN_ID` when set; otherwise `<ppid>-<start time of the parent>`
///   read from `/proc` (the parent is `swift test`, shared by every worker process of
///   `swift test --parallel`), or just `<ppid>` where `/proc` is unavailable.
/// - Each test process appends to its own file (hence `<pid>`), one `write(2)` per line on an
///   `O_APPEND` descriptor, so parallel processes and threads never interleave.
/// - A reader takes the union of all `touched-*.txt` files of a run; duplicates are expected.
public enum SnapshotRunRecord {
    /// One line of a touched file.
    public struct Entry: Sendable, Equatable {
        /// What the assertion did with the reference.
        public var status: Status
        /// The reference file's absolute path.
        public var referencePath: String

        public init(status: Status, referencePath: String) {
            self.status = status
            self.referencePath = referencePath
        }

        /// The line written to the file (without the newline).
        public var line: String { "\(status.rawValue)\t\(referencePath)" }

        /// Parses a line; `nil` if it is not an entry.
        public init?(line: String) {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let status = Status(rawValue: String(parts[0])), !parts[1].isEmpty else { return nil }
            self.init(status: status, referencePath: String(parts[1]))
        }
    }

    /// What an assertion did with a reference file.
    public enum Status: String, Sendable, CaseIterable {
        case matched, recorded, failed, missing
    }

    /// The directory holding the run records under an artifacts directory.
    public static func runsDirectory(artifactsDirectory: String) -> String {
        artifactsDirectory + "/runs"
    }

    /// Reads every entry of one run directory, sorted by path then status (duplicates removed).
    public static func entries(inRunDirectory directory: String) throws -> [Entry] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasPrefix("touched-") && $0.hasSuffix(".txt") }
            .sorted()
        var seen = Set<String>()
        var entries: [Entry] = []
        for name in names {
            let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let entry = Entry(line: String(line)), seen.insert(entry.line).inserted else { continue }
                entries.append(entry)
            }
        }
        return entries.sorted { ($0.referencePath, $0.status.rawValue) < ($1.referencePath, $1.status.rawValue) }
    }

    /// The run id when `DARKROOM_RUN_ID` is not set: `<ppid>-<start time of the parent>` (see the type's
    /// documentation).
    package static let defaultRunID: String = {
        let parent = getppid()
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
            let closing = stat.lastIndex(of: ")")
        {
            // Fields after the command name; the start time is field 22 overall, 20th after ")".
            let fields = stat[stat.index(after: closing)...].split(separator: " ")
            if fields.count > 19 {
                return "\(parent)-\(fields[19])"
            }
        }
        return "\(parent)"
    }()
}
