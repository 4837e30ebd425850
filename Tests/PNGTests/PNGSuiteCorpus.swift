import Foundation

/// Locates the PngSuite corpus: `$DARKROOM_PNGSUITE` if set, else `../shared/pngsuite` relative to the
/// package root (the directory holding Package.swift, found by walking up from this file), else
/// `../../shared/pngsuite` (a git worktree kept one level deeper, e.g. `wt/<branch>`).
enum PNGSuiteCorpus {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The corpus root, or an error saying where it looked.
    static func root(filePath: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        var looked: [String] = []
        while directory.path != "/" {
            looked.append(directory.path)
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                var candidates: [URL] = []
                if let override = ProcessInfo.processInfo.environment["DARKROOM_PNGSUITE"] {
                    candidates.append(URL(fileURLWithPath: override))
                }
                candidates.append(directory.appendingPathComponent("../shared/pngsuite").standardizedFileURL)
                candidates.append(directory.appendingPathComponent("../../shared/pngsuite").standardizedFileURL)
                for corpus in candidates {
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue {
                        return corpus
                    }
                }
                throw Missing(description: "PngSuite corpus not found; looked at \(candidates.map(\.path).joined(separator: ", ")) (package root \(directory.path)); set DARKROOM_PNGSUITE to its path")
            }
            directory = directory.deletingLastPathComponent()
        }
        throw Missing(description: "no Package.swift found above \(filePath); looked in \(looked.joined(separator: ", "))")
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
