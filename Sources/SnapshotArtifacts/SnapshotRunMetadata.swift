import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a test process records about itself next to its run record, so that `darkroom stale` can
/// tell a complete test run from a filtered one (`swift test --filter …`), which touches only some
/// references.
///
/// Layout: `<artifacts>/runs/<run-id>/process-<pid>.json`, written once per process and run
/// (atomically) when the process first appends to the run record.
public struct SnapshotRunMetadata: Codable, Sendable, Equatable {
    /// The test process's id.
    public var pid: Int32
    /// The test process's command line (`CommandLine.arguments`).
    public var arguments: [String]
    /// The parent process's command line (usually `swift test …`), when it could be read.
    public var parentArguments: [String]?
    /// Whether the run ran only some tests.
    public var filtered: Bool
    /// Why the run counts as filtered: the argument that says so.
    public var filterReason: String?

    public init(pid: Int32, arguments: [String], parentArguments: [String]?) {
        self.pid = pid
        self.arguments = arguments
        self.parentArguments = parentArguments
        let reason = Self.filterReason(arguments: arguments, parentArguments: parentArguments)
        self.filtered = reason != nil
        self.filterReason = reason
    }

    /// The file name of a process's metadata.
    public static func fileName(pid: Int32) -> String { "process-\(pid).json" }

    /// Every metadata file of a run directory, sorted by pid. Unreadable files are skipped.
    public static func entries(inRunDirectory directory: String) -> [SnapshotRunMetadata] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix("process-") && $0.hasSuffix(".json") }
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { return nil }
            return try? JSONDecoder().decode(SnapshotRunMetadata.self, from: data)
        }
        .sorted { $0.pid < $1.pid }
    }

    /// The metadata as JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Why a process with these command lines ran only some tests, or `nil` when it ran them all.
    ///
    /// When the parent is `swift test`, its options decide (`--filter`, `--skip`, `-s`/`--specifier`):
    /// `swift test --parallel` starts one worker per test, and those workers are not filtered runs.
    /// Otherwise the test process's own arguments decide: `--filter`, `--skip`, `-XCTest <tests>`
    /// or a test identifier such as `Module.Suite/test`.
    public static func filterReason(arguments: [String], parentArguments: [String]?) -> String? {
        if let parent = parentArguments, isSwiftTest(parent) {
            return filterOption(in: Array(parent.dropFirst())).map { "swift test \($0)" }
        }
        return filterOption(in: Array(arguments.dropFirst()))
    }

    private static let filterOptions: Set<String> = ["--filter", "--skip", "-s", "--specifier"]
    private static let flagsWithoutValue: Set<String> = [
        "--parallel", "--no-parallel", "--list-tests", "--verbose", "-v", "--very-verbose", "--enable-code-coverage",
        "--disable-code-coverage", "--enable-swift-testing", "--disable-swift-testing", "--enable-xctest",
        "--disable-xctest", "--quiet", "-q", "--symbolicate-backtraces", "--no-color-diagnostics",
    ]

    private static func filterOption(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if filterOptions.contains(name) {
                let value =
                    argument.contains("=")
                    ? String(argument.drop { $0 != "=" }.dropFirst())
                    : (index + 1 < arguments.count ? arguments[index + 1] : "")
                return "\(name) \(value)".trimmingCharacters(in: .whitespaces)
            }
            if argument == "-XCTest" {
                let value = index + 1 < arguments.count ? arguments[index + 1] : ""
                if value != "All" { return "-XCTest \(value)" }
                index += 2
                continue
            }
            if argument.hasPrefix("-") {
                // An option: skip its value unless it is a known flag.
                let takesValue =
                    !argument.contains("=") && !flagsWithoutValue.contains(argument)
                    && index + 1 < arguments.count && !arguments[index + 1].hasPrefix("-")
                index += takesValue ? 2 : 1
                continue
            }
            if isTestIdentifier(argument) { return argument }
            index += 1
        }
        return nil
    }

    /// `Module.Suite`, `Module.Suite/test` or several of them separated by commas.
    private static func isTestIdentifier(_ argument: String) -> Bool {
        guard !argument.hasPrefix("/"), !argument.hasSuffix(".xctest"), argument.contains(".") || argument.contains("/")
        else { return false }
        return argument.allSatisfy { $0.isLetter || $0.isNumber || "_./,()".contains($0) }
    }

    private static func isSwiftTest(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        let tool = (first as NSString).lastPathComponent
        if tool == "swift-test" { return true }
        return (tool == "swift" || tool == "swift-package") && arguments.dropFirst().first == "test"
    }

    // MARK: - Recording

    /// Writes this process's metadata into a run directory (called once per directory by
    /// ``SnapshotRunRecord``). Failures are ignored: they must not fail a test.
    package static func recordProcess(inRunDirectory directory: String) {
        let metadata = SnapshotRunMetadata(
            pid: getpid(), arguments: CommandLine.arguments, parentArguments: commandLine(of: getppid())
        )
        guard let data = try? metadata.jsonData() else { return }
        try? AtomicFileWriter.writeAtomically(data, to: directory + "/" + fileName(pid: metadata.pid), durable: false)
    }

    /// A process's command line from `/proc/<pid>/cmdline`, or `nil` where that is unavailable.
    static func commandLine(of pid: pid_t) -> [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        return data.split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
            .dropLast(data.last == 0 ? 1 : 0)
            .map { $0 }
    }
}
