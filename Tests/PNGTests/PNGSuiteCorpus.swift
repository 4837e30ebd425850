import Foundation

/// Locates the PNG test corpus kept in the repository: `Tests/PNGTests/Fixtures` (next to this file),
/// or `$DARKROOM_PNGSUITE` when set (to test against another copy).
enum PNGSuiteCorpus {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The corpus root (holding `pngsuite`, `extra` and `bugfixes`), or an error saying where it looked.
    static func root(filePath: String = #filePath) throws -> URL {
        let corpus: URL
        if let override = ProcessInfo.processInfo.environment["DARKROOM_PNGSUITE"], !override.isEmpty {
            corpus = URL(fileURLWithPath: override)
        } else {
            corpus = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Missing(
                description:
                    "PNG test corpus not found at \(corpus.path); it is part of the repository (Tests/PNGTests/Fixtures) — restore it with `git checkout -- Tests/PNGTests/Fixtures`, or set DARKROOM_PNGSUITE to a copy"
            )
        }
        return corpus
    }

    /// The `.png` files of a corpus subdirectory, sorted by name; throws when there are none.
    static func files(in subdirectory: String) throws -> [URL] {
        let directory = try root().appendingPathComponent(subdirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let files = names.filter { $0.hasSuffix(".png") }.sorted().map { directory.appendingPathComponent($0) }
        guard !files.isEmpty else { throw Missing(description: "no .png files in \(directory.path)") }
        return files
    }
}
