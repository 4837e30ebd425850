import Foundation

/// `darkroom init`: adds a snapshot test target with a first test to a package.
///
/// It creates `Tests/<Target>SnapshotTests/<Target>SnapshotTests.swift` and adds the Darkroom
/// dependency and the test target to `Package.swift`. It never overwrites a file: when the test file
/// or the target already exists it changes nothing and says so, and when it cannot find where to
/// insert in `Package.swift` it leaves the manifest alone and prints the lines to add by hand.
public struct SnapshotTestInitializer: Sendable {
    /// The test library the first test is written for.
    public enum Library: String, Sendable, CaseIterable {
        case swiftTesting = "swift-testing"
        case xctest
    }

    /// The package's root (the directory holding `Package.swift`).
    public var packageRoot: String
    /// The target whose views are tested.
    public var target: String
    /// The test library.
    public var library: Library
    /// What the manifest's dependency on Darkroom says.
    public var dependencyLine: String

    public init(packageRoot: String, target: String, library: Library, dependencyLine: String) {
        self.packageRoot = packageRoot
        self.target = target
        self.library = library
        self.dependencyLine = dependencyLine
    }

    /// The dependency line for a released Darkroom at `url`.
    public static func dependency(url: String, from version: String = "0.1.0") -> String {
        ".package(url: \"\(url)\", from: \"\(version)\"),"
    }

    /// The dependency line for the Darkroom checkout at `path` (the one this command was built from).
    public static func dependency(path: String) -> String {
        ".package(name: \"Darkroom\", path: \"\(path)\"),"
    }

    /// The root of the Darkroom checkout this code was compiled from.
    public static var darkroomCheckout: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().standardizedFileURL.path
    }

    /// The test target's name.
    public var testTarget: String { target + "SnapshotTests" }

    /// The first test file's path, relative to the package root.
    public var testFile: String { "Tests/\(testTarget)/\(testTarget).swift" }

    /// The library targets under `Sources/` (each folder is a target by SwiftPM's convention).
    public static func sourceTargets(packageRoot: String) -> [String] {
        let sources = packageRoot + "/Sources"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return entries.filter { !$0.hasPrefix(".") && ReviewFileSystem.directoryExists(sources + "/" + $0) }.sorted()
    }

    /// Adds the target and the test; returns the exit status (0 done, 2 nothing changed because of
    /// an error) after printing what changed.
    public func run(output: CommandOutput = .standard) -> Int32 {
        let manifestPath = packageRoot + "/Package.swift"
        let manifest: String
        do {
            manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        } catch {
            output.err("darkroom init: cannot read \(manifestPath): \(error.localizedDescription)")
            return 2
        }
        let testPath = packageRoot + "/" + testFile
        if ReviewFileSystem.fileExists(testPath) {
            output.err("darkroom init: \(testFile) already exists; nothing changed (darkroom init never overwrites a file).")
            return 2
        }
        if manifest.contains("\"\(testTarget)\"") {
            output.err("darkroom init: Package.swift already names \"\(testTarget)\"; nothing changed.")
            return 2
        }
        let edit = manifestEdit(manifest)
        do {
            try ReviewFileSystem.createDirectory((testPath as NSString).deletingLastPathComponent)
            try ReviewFileSystem.writeAtomically(Data(testSource.utf8), to: testPath)
        } catch {
            output.err("darkroom init: cannot write \(testFile): \(error)")
            return 2
        }
        output.out("created \(testFile)")
        if let edited = edit.text {
            do {
                try ReviewFileSystem.writeAtomically(Data(edited.utf8), to: manifestPath)
            } catch {
                output.err("darkroom init: cannot write Package.swift: \(error); add these lines by hand:")
                for line in edit.added { output.err("    " + line) }
                return 2
            }
            output.out("edited Package.swift, adding:")
            for line in edit.added { output.out("    " + line) }
        } else {
            output.out("Package.swift was left as it is (darkroom init could not find its Package(…) dependencies and targets); add:")
            for line in edit.added { output.out("    " + line) }
        }
        output.out("Next: swift test --filter \(testTarget)   (the first run records the reference and fails once; the next compares)")
        return 0
    }

    /// The manifest with the dependency and the test target inserted (`nil` when the places were
    /// not found), and the lines added.
    func manifestEdit(_ manifest: String) -> (text: String?, added: [String]) {
        let needsDependency = !manifest.contains("Darkroom")
        let targetEntry = """
            .testTarget(name: "\(testTarget)", dependencies: ["\(target)", .product(name: "Darkroom", package: "Darkroom")]),
            """
        var added = needsDependency ? [dependencyLine] : []
        added.append(targetEntry)
        guard let arguments = ManifestScanner(text: manifest).packageArguments(), let targets = arguments.targets else {
            return (nil, added)
        }
        var text = manifest
        var insertions = entry(targetEntry, in: targets, text: manifest)
        if needsDependency {
            if let dependencies = arguments.dependencies {
                insertions += entry(dependencyLine, in: dependencies, text: manifest)
            } else {
                let indent = indentation(of: targets.labelStart, in: manifest)
                insertions.append((targets.labelStart, "dependencies: [\n\(indent)    \(dependencyLine)\n\(indent)],\n\(indent)"))
            }
        }
        // From the end first, by UTF-8 offset, so that the offsets before each insertion stay put.
        // At one offset, the later insertion goes in first, so the earlier one (a comma) ends up before it.
        let offsets = insertions.enumerated().map { (manifest.utf8.distance(from: manifest.startIndex, to: $0.element.0), $0.offset, $0.element.1) }
        for (offset, _, insertion) in offsets.sorted(by: { ($0.0, $0.1) > ($1.0, $1.1) }) {
            text.insert(contentsOf: insertion, at: text.utf8.index(text.startIndex, offsetBy: offset))
        }
        return (text, added)
    }

    /// The insertions that make `line` the new last element of the array closing at `closing`,
    /// indented like the array's elements: a comma after the last element when it has none, and the
    /// line before the bracket.
    private func entry(_ line: String, in array: ManifestScanner.ArrayArgument, text: String) -> [(String.Index, String)] {
        let closing = array.closingBracket
        let indent = indentation(of: closing, in: text)
        var insertions: [(String.Index, String)] = []
        if let last = array.lastSignificant, text[last] != "," {
            insertions.append((text.index(after: last), ","))
        }
        let lineStart = text[..<closing].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        if text[lineStart..<closing].allSatisfy(\.isWhitespace) {
            insertions.append((closing, "    \(line)\n\(indent)"))
        } else {
            insertions.append((closing, "\n\(indent)    \(line)\n\(indent)"))
        }
        return insertions
    }

    /// The whitespace at the start of the line holding `index`.
    private func indentation(of index: String.Index, in text: String) -> String {
        let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return String(text[lineStart...].prefix { $0 == " " || $0 == "\t" })
    }

    /// The first test.
    var testSource: String {
        switch library {
        case .swiftTesting:
            return """
                import Darkroom
                import Testing
                @testable import \(target)

                /// Snapshot tests of \(target)'s views, rendered as an iPhone 13 Pro draws them.
                @MainActor @Suite struct \(testTarget) {
                    @Test func firstSnapshot() {
                        // Put one of your views here: the first run records __Snapshots__/\(testTarget)/firstSnapshot.1.png.
                        let view = Text("Hello from \(target)").padding()
                        assertSnapshot(of: view, as: .image(on: .iPhone13Pro))
                    }
                }

                """
        case .xctest:
            return """
                import Darkroom
                import XCTest
                @testable import \(target)

                /// Snapshot tests of \(target)'s views, rendered as an iPhone 13 Pro draws them.
                final class \(testTarget): XCTestCase {
                    @MainActor func testFirstSnapshot() async {
                        // Put one of your views here: the first run records __Snapshots__/\(testTarget)/testFirstSnapshot.1.png.
                        let view = Text("Hello from \(target)").padding()
                        assertSnapshot(of: view, as: .image(on: .iPhone13Pro))
                    }
                }

                """
        }
    }
}
