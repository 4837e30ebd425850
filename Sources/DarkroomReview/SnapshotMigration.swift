import Foundation

/// `darkroom migrate`: moves references from swift-snapshot-testing's layout
/// (`<test file's directory>/__Snapshots__/<TestFile>/<test>.<n or name>.<ext>`) to Darkroom's
/// (`<package root>/__Snapshots__/<TestFile>/<Suite.>test.<n or name>.<ext>`), renaming them the way
/// Darkroom names them: Swift Testing references get their suites; XCTest references get their class
/// when the class is not named like the file.
public struct SnapshotMigration: Sendable, Equatable {
    /// One reference to move.
    public struct Move: Sendable, Equatable {
        /// The reference in swift-snapshot-testing's place.
        public var source: String
        /// Where it goes (several when more than one test of the file has its name).
        public var destinations: [String]
        /// Why it is moved this way, when it is not a plain rename.
        public var note: String?
    }

    /// A reference that stays where it is, and why.
    public struct Skip: Sendable, Equatable {
        public var source: String
        public var reason: String
    }

    public var moves: [Move]
    public var skips: [Skip]

    /// Finds every swift-snapshot-testing reference directory under `<packageRoot>/Tests` and plans
    /// its moves.
    public static func plan(packageRoot: String) -> SnapshotMigration {
        var migration = SnapshotMigration(moves: [], skips: [])
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        let target = root + "/__Snapshots__"
        for snapshotsDirectory in legacySnapshotDirectories(under: root + "/Tests") {
            let testDirectory = (snapshotsDirectory as NSString).deletingLastPathComponent
            for fileName in sortedEntries(snapshotsDirectory) {
                let referenceDirectory = snapshotsDirectory + "/" + fileName
                guard isDirectory(referenceDirectory) else { continue }
                let testFile = testDirectory + "/" + fileName + ".swift"
                let outline = (try? String(contentsOfFile: testFile, encoding: .utf8)).map(TestFileOutline.init(source:))
                for entry in sortedEntries(referenceDirectory) {
                    let source = referenceDirectory + "/" + entry
                    guard isRegularFile(source) else {
                        migration.skips.append(Skip(source: source, reason: "not a regular file (a directory or a symbolic link)"))
                        continue
                    }
                    migration.planOne(source: source, entry: entry, fileName: fileName, outline: outline, testFile: testFile, target: target)
                }
            }
        }
        return migration
    }

    private mutating func planOne(source: String, entry: String, fileName: String, outline: TestFileOutline?, testFile: String, target: String) {
        guard let dot = entry.firstIndex(of: "."), dot != entry.startIndex else {
            skips.append(Skip(source: source, reason: "not named <test>.<n or name>[.ext]"))
            return
        }
        let testName = String(entry[..<dot])
        let rest = String(entry[entry.index(after: dot)...])
        let directory = target + "/" + fileName
        guard let outline else {
            moves.append(Move(source: source, destinations: [directory + "/" + entry], note: "no \(fileName).swift beside it: moved under the same name"))
            return
        }
        let candidates = outline.functions.filter { $0.name == testName && ($0.isXCTestMethod || $0.isSwiftTestingTest) }
        if candidates.isEmpty {
            moves.append(Move(source: source, destinations: [directory + "/" + entry], note: "no test named \(testName) in \(fileName).swift: moved under the same name"))
            return
        }
        if candidates.contains(where: \.isParameterized) {
            skips.append(
                Skip(source: source, reason: "\(testName) is a parameterised test: Darkroom names each case by its arguments; re-record it with SNAPSHOT_TESTING_RECORD=missing"))
            return
        }
        let destinations = candidates.map { function -> String in
            var suites: [String]
            if function.isSwiftTestingTest {
                suites = function.enclosingTypes
                if suites.first == fileName { suites.removeFirst() }
            } else {
                suites = function.enclosingTypes.last.map { $0 == fileName ? [] : [$0] } ?? []
            }
            return directory + "/" + (suites + [testName, rest]).joined(separator: ".")
        }
        var seen = Set<String>()
        let unique = destinations.filter { seen.insert($0).inserted }
        let note =
            unique.count > 1
            ? "\(unique.count) tests in \(fileName).swift are named \(testName): copied to each (`darkroom stale --delete` after a full run removes the copies no test uses)"
            : nil
        moves.append(Move(source: source, destinations: unique, note: note))
    }

    /// Carries out the plan (or only prints it with `dryRun`); returns the exit status:
    /// 0 when every planned move was made, 1 when some reference could not be moved.
    public func apply(dryRun: Bool, packageRoot: String, output: CommandOutput = .standard) -> Int32 {
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        func relative(_ path: String) -> String {
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        var failures = 0
        var moved = 0
        var emptied = Set<String>()
        for move in moves {
            let verb = dryRun ? "would move" : "moved"
            var sourceData: Data?
            do {
                sourceData = try ReviewFileSystem.read(move.source)
            } catch {
                output.err("darkroom migrate: cannot read \(relative(move.source)): \(error)")
                failures += 1
                continue
            }
            guard let data = sourceData else { continue }
            var ok = true
            var written: [String] = []
            for destination in move.destinations {
                if ReviewFileSystem.fileExists(destination) {
                    if (try? ReviewFileSystem.read(destination)) == data {
                        written.append(destination + " (already there, identical)")
                        continue
                    }
                    output.err("darkroom migrate: \(relative(destination)) already exists and differs from \(relative(move.source)); left both as they are")
                    ok = false
                    continue
                }
                if !dryRun {
                    do {
                        try ReviewFileSystem.createDirectory((destination as NSString).deletingLastPathComponent)
                        try ReviewFileSystem.writeAtomically(data, to: destination)
                    } catch {
                        output.err("darkroom migrate: cannot write \(relative(destination)): \(error)")
                        ok = false
                        continue
                    }
                }
                written.append(destination)
            }
            if ok && !dryRun {
                do {
                    try ReviewFileSystem.remove(move.source)
                    emptied.insert((move.source as NSString).deletingLastPathComponent)
                } catch {
                    output.err("darkroom migrate: copied but cannot remove \(relative(move.source)): \(error)")
                    ok = false
                }
            }
            if ok { moved += 1 } else { failures += 1 }
            let arrow = written.map(relative).joined(separator: ", ")
            output.out("\(ok ? verb : "could not move") \(relative(move.source)) → \(arrow.isEmpty ? "(nothing)" : arrow)")
            if let note = move.note { output.out("    \(note)") }
        }
        for skip in skips {
            output.out("skipped \(relative(skip.source)): \(skip.reason)")
        }
        // Remove the reference directories the move emptied, then their __Snapshots__ if empty too.
        var removedSnapshotDirectories: [String] = []
        for directory in emptied.sorted() {
            for path in [directory, (directory as NSString).deletingLastPathComponent] where Self.sortedEntries(path).isEmpty {
                try? FileManager.default.removeItem(atPath: path)
                if (path as NSString).lastPathComponent == "__Snapshots__", !ReviewFileSystem.directoryExists(path) {
                    removedSnapshotDirectories.append(path)
                }
            }
        }
        if !dryRun {
            for line in Self.excludeHints(packageRoot: root, removed: removedSnapshotDirectories.map(relative)) {
                output.out(line)
            }
        }
        let total = moves.count
        if total == 0 && skips.isEmpty {
            output.out("darkroom migrate: no references in swift-snapshot-testing's layout (Tests/**/__Snapshots__) — nothing to do.")
        } else if dryRun {
            output.out("darkroom migrate: \(total) reference\(total == 1 ? "" : "s") would move, \(skips.count) skipped. Run `darkroom migrate` without --dry-run to move them.")
        } else {
            output.out(
                "darkroom migrate: moved \(moved) of \(total) reference\(total == 1 ? "" : "s") to __Snapshots__/ at the package root, \(skips.count) skipped\(failures > 0 ? ", \(failures) failed" : "")."
            )
        }
        return failures == 0 ? 0 : 1
    }

    /// What to edit in `Package.swift` once migration removed `removed` (relative paths of emptied
    /// `__Snapshots__` folders): SwiftPM warns about an `exclude:` entry whose path no longer exists.
    static func excludeHints(packageRoot: String, removed: [String]) -> [String] {
        guard !removed.isEmpty,
            let manifest = try? String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        else { return [] }
        let mentions = manifest.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("__Snapshots__") }
        guard !mentions.isEmpty else { return [] }
        var lines = [
            """
            darkroom migrate: removed the emptied \(removed.joined(separator: ", ")). Package.swift still names \
            __Snapshots__; drop those `exclude:` entries of the targets whose folder is gone, or SwiftPM warns \
            that the excluded path does not exist:
            """
        ]
        for (index, text) in mentions {
            lines.append("    Package.swift:\(index + 1): \(text.trimmingCharacters(in: .whitespaces))")
        }
        return lines
    }

    // MARK: - File system

    /// `__Snapshots__` directories below `directory` (not following symbolic links).
    static func legacySnapshotDirectories(under directory: String) -> [String] {
        var found: [String] = []
        var queue = [directory]
        while let current = queue.popLast() {
            for entry in sortedEntries(current) {
                let path = current + "/" + entry
                guard isDirectory(path) else { continue }
                if entry == "__Snapshots__" { found.append(path) } else if !entry.hasPrefix(".") { queue.append(path) }
            }
        }
        return found.sorted()
    }

    static func sortedEntries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func isDirectory(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }

    static func isRegularFile(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeRegular
    }
}
