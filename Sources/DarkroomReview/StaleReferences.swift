import SnapshotArtifacts
import Foundation

/// Reference files that the last complete test run did not touch.
///
/// The last run is the most recent one recorded under the artifacts directories. When it ran only
/// some tests (`swift test --filter …`), it cannot tell which references are unused, and the
/// search refuses (unless `assumeComplete`).
public struct StaleReferences: Sendable {
    /// The run the result is based on.
    public var run: RunHistory.Run
    /// Reference files under the snapshot directories that `run` did not touch, sorted.
    public var stale: [String]
    /// Reference files `run` touched.
    public var touchedCount: Int

    /// Finds stale references.
    ///
    /// - Parameters:
    ///   - snapshotDirectories: The directories holding references (usually `<package root>/__Snapshots__`).
    ///   - histories: The run histories of the artifacts directories.
    ///   - assumeComplete: Use the last run even when it was filtered.
    public init(snapshotDirectories: [String], histories: [RunHistory], assumeComplete: Bool = false) throws(ReviewError) {
        let runs = histories.compactMap(\.lastRun)
        guard let last = runs.max(by: { Self.modificationDate($0.directory) < Self.modificationDate($1.directory) }) else {
            let places = histories.map(\.artifactsDirectory).joined(separator: ", ")
            throw .cannotTellStale("""
                no test run is recorded in \(places.isEmpty ? "the artifacts directory" : places): \
                run the whole test suite (swift test) first, then darkroom stale
                """)
        }
        if !assumeComplete {
            if let reason = last.filterReason {
                throw .cannotTellStale("""
                    the last test run (\(last.id)) was filtered (\(reason)): it ran only some tests, so references \
                    it did not touch may still be in use. Run the whole suite (swift test) and try again, or pass \
                    --assume-complete if that run did run every snapshot test.
                    """)
            }
            if last.processes.isEmpty {
                throw .cannotTellStale("""
                    the last test run (\(last.id)) did not record its command line, so darkroom cannot tell whether \
                    it was filtered. Run the whole suite (swift test) and try again, or pass --assume-complete.
                    """)
            }
        }
        let touched = Set(last.entries.map { Self.canonical($0.referencePath) })
        var stale: [String] = []
        for directory in snapshotDirectories where ReviewFileSystem.directoryExists(directory) {
            for file in Self.referenceFiles(under: directory) where !touched.contains(Self.canonical(file)) {
                stale.append(file)
            }
        }
        self.run = last
        self.stale = stale.sorted()
        self.touchedCount = touched.count
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
                  let contents = try? FileManager.default.contentsOfDirectory(atPath: directory), contents.isEmpty {
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
