import SnapshotArtifacts
import Foundation

/// Reference files that the last complete test run did not touch, and which of them are safe to
/// call stale.
///
/// The last run is the most recent one recorded under the artifacts directories. When it ran only
/// some tests (`swift test --filter …`), it cannot tell which references are unused, and the
/// search refuses (unless `assumeComplete`).
///
/// An untouched reference is **stale** when its test ran and no longer uses it (another reference
/// of the same test was touched), when its test file is gone, or when its test file no longer
/// declares a function of its name. It is **kept** (never listed as stale, never deleted) when its
/// test is still declared in the source but did not run in this build — compiled out by `#if`
/// (an iOS-only test on Linux), or a reference of another platform's suite — and when no `Tests`
/// folder can be found to tell.
public struct StaleReferences: Sendable {
    /// An untouched reference that is not stale, and why.
    public struct Kept: Sendable, Equatable {
        /// The reference file.
        public var path: String
        /// Why it is kept.
        public var reason: String
    }

    /// The run the result is based on.
    public var run: RunHistory.Run
    /// Reference files under the snapshot directories that `run` did not touch and whose tests no
    /// longer use them, sorted.
    public var stale: [String]
    /// Untouched references whose tests exist in the source but did not run in this build, sorted.
    public var kept: [Kept]
    /// Reference files `run` touched.
    public var touchedCount: Int

    /// Finds stale references.
    ///
    /// - Parameters:
    ///   - snapshotDirectories: The directories holding references (usually `<package root>/__Snapshots__`).
    ///   - histories: The run histories of the artifacts directories.
    ///   - testsDirectory: The folder holding the test sources (usually `<package root>/Tests`), read
    ///     to tell a test compiled out of this build from a deleted one; `nil` keeps every reference
    ///     whose test did not run.
    ///   - assumeComplete: Use the last run even when it was filtered.
    public init(
        snapshotDirectories: [String], histories: [RunHistory], testsDirectory: String?, assumeComplete: Bool = false
    ) throws(ReviewError) {
        let runs = histories.compactMap(\.lastRun)
        guard let last = runs.max(by: { Self.modificationDate($0.directory) < Self.modificationDate($1.directory) }) else {
            let places = histories.map(\.artifactsDirectory).joined(separator: ", ")
            throw .cannotTellStale(
                """
                no test run is recorded in \(places.isEmpty ? "the artifacts directory" : places): \
                run the whole test suite (swift test) first, then darkroom stale
                """)
        }
        if !assumeComplete {
            if let reason = last.filterReason {
                throw .cannotTellStale(
                    """
                    the last test run (\(last.id)) was filtered (\(reason)): it ran only some tests, so references \
                    it did not touch may still be in use. Run the whole suite (swift test) and try again, or pass \
                    --assume-complete if that run did run every snapshot test.
                    """)
            }
            if last.processes.isEmpty {
                throw .cannotTellStale(
                    """
                    the last test run (\(last.id)) did not record its command line, so darkroom cannot tell whether \
                    it was filtered. Run the whole suite (swift test) and try again, or pass --assume-complete.
                    """)
            }
        }
        let touchedPaths = last.entries.map { Self.canonical($0.referencePath) }
        let touched = Set(touchedPaths)
        // The tests that ran, as (reference directory, base name) keys.
        let ranTests = Set(touchedPaths.compactMap(Self.testKey))
        let sources = testsDirectory.map(TestSources.init(testsDirectory:))
        var stale: [String] = []
        var kept: [Kept] = []
        for directory in snapshotDirectories where ReviewFileSystem.directoryExists(directory) {
            for file in Self.referenceFiles(under: directory) {
                let canonical = Self.canonical(file)
                guard !touched.contains(canonical) else { continue }
                if let key = Self.testKey(canonical), ranTests.contains(key) {
                    stale.append(file)  // Its test ran and no longer uses it.
                    continue
                }
                switch Self.declaredTest(of: file, sources: sources) {
                case .some(let reason): kept.append(Kept(path: file, reason: reason))
                case .none: stale.append(file)
                }
            }
        }
        self.run = last
        self.stale = stale.sorted()
        self.kept = kept.sorted { $0.path < $1.path }
        self.touchedCount = touched.count
    }

    /// The tests folder that goes with the references: `<package root>/Tests`, else the `Tests` folder
    /// beside the first snapshot directory named `__Snapshots__`.
    public static func testsDirectory(packageRoot: String?, snapshotDirectories: [String]) -> String? {
        let roots =
            [packageRoot].compactMap { $0 }
            + snapshotDirectories
            .filter { ($0 as NSString).lastPathComponent == "__Snapshots__" }
            .map { ($0 as NSString).deletingLastPathComponent }
        return roots.map { $0 + "/Tests" }.first(where: ReviewFileSystem.directoryExists)
    }

    /// `(directory, suites.test.arguments)` of a reference named `<base>.<n or name>.<ext>`.
    static func testKey(_ path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        let parts = (path as NSString).lastPathComponent.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        let base = parts.dropLast(parts.count >= 3 ? 2 : 1).joined(separator: ".")
        return base.isEmpty ? nil : directory + "/" + base
    }

    /// Why a reference whose test did not run is kept, or `nil` when its test is gone.
    static func declaredTest(of file: String, sources: TestSources?) -> String? {
        guard let sources else {
            return "its test did not run, and there is no Tests folder to tell whether it still exists"
        }
        let fileName = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let candidates = sources.files(named: fileName + ".swift")
        guard !candidates.isEmpty else { return nil }  // The test file is gone.
        let components = Set((file as NSString).lastPathComponent.split(separator: ".").map(String.init))
        for candidate in candidates {
            guard let text = try? String(contentsOfFile: candidate, encoding: .utf8) else {
                return "its test file \(candidate) cannot be read"
            }
            let names = Set(TestFileOutline(source: text).functions.map(\.name))
            if let name = components.first(where: names.contains) {
                return "`\(name)` is declared in \(candidate) but did not run in this build (compiled out by #if, or another platform's test)"
            }
        }
        return nil
    }

    /// The Swift files under a tests folder, by file name.
    struct TestSources: Sendable {
        private var byName: [String: [String]] = [:]

        init(testsDirectory: String) {
            guard ReviewFileSystem.directoryExists(testsDirectory),
                let enumerator = FileManager.default.enumerator(atPath: testsDirectory)
            else { return }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "__Snapshots__" {
                    if ReviewFileSystem.directoryExists(testsDirectory + "/" + relative) { enumerator.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift") { byName[name, default: []].append(testsDirectory + "/" + relative) }
            }
            for key in byName.keys { byName[key]?.sort() }
        }

        func files(named name: String) -> [String] { byName[name] ?? [] }
    }

    /// Deletes the stale files and the directories they leave empty; returns the deleted files.
    public func delete(snapshotDirectories: [String]) throws(ReviewError) -> [String] {
        var deleted: [String] = []
        for file in stale {
            try ReviewFileSystem.remove(file)
            deleted.append(file)
            var directory = (file as NSString).deletingLastPathComponent
            let roots = Set(snapshotDirectories.map { Self.canonical($0) })
            while !roots.contains(Self.canonical(directory)),
                let contents = try? FileManager.default.contentsOfDirectory(atPath: directory), contents.isEmpty
            {
                guard rmdir(directory) == 0 else { break }
                directory = (directory as NSString).deletingLastPathComponent
            }
        }
        return deleted
    }

    /// Every regular, non-hidden file below `directory`, recursively.
    static func referenceFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if ReviewFileSystem.directoryExists(directory + "/" + relative) { enumerator.skipDescendants() }
                continue
            }
            let path = directory + "/" + relative
            if ReviewFileSystem.fileExists(path) { files.append(path) }
        }
        return files
    }

    /// The path with symbolic links resolved (so `/tmp/x` and `/private/tmp/x` compare equal).
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            let directory = (path as NSString).deletingLastPathComponent
            guard directory != path, !directory.isEmpty, let parent = realpath(directory, nil) else { return path }
            defer { free(parent) }
            return String(cString: parent) + "/" + (path as NSString).lastPathComponent
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func modificationDate(_ path: String) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
    }
}
