import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule that keeps a review inside its lanes, whatever a manifest says: references are only
/// ever written inside a `__Snapshots__` directory of the package, artifacts are only ever read or
/// removed inside the artifacts directory, and symbolic links never lead either outside.
enum ReviewContainment {
    /// The largest manifest a review reads (real ones are a few kilobytes).
    static let maximumManifestBytes = 4 << 20

    /// `path` with `.`/`..` removed and the symbolic links of its deepest existing ancestor resolved.
    ///
    /// The ancestors are tried from the root down, as byte strings: fuzzing found that trying them
    /// from the deepest up with `NSString` path operations took 0.2–0.5 s for a 2–3 KB reference
    /// path in a manifest (quadratic in its length), and seconds for a 4 KB one.
    static func realPath(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let components = standardized.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = ""
        var resolved: String?
        var used = 0
        // Existence is monotone along a path: once an ancestor does not resolve, no deeper one does.
        while used < components.count {
            prefix += "/" + components[used]
            guard let real = resolvedExisting(prefix) else { break }
            resolved = real
            used += 1
        }
        guard let resolved else { return standardized }
        let rest = components[used...].joined(separator: "/")
        if rest.isEmpty { return resolved }
        return (resolved == "/" ? "" : resolved) + "/" + rest
    }

    private static func resolvedExisting(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a path names a PNG file: its last component ends in `.png` (any case). Decided by
    /// the name's end, not `pathExtension`, which is empty for `.png` itself (a hidden file's name):
    /// fuzzing found that a manifest naming the reference `…/.png` had a text file accepted into it.
    static func namesPNG(_ path: String) -> Bool {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        return name.lowercased().hasSuffix(".png")
    }

    /// Whether `path` lies strictly inside `directory` (both compared as real paths).
    static func isInside(_ path: String, _ directory: String) -> Bool {
        let root = realPath(directory)
        let real = realPath(path)
        return real.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Whether `path` is itself a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` is a regular file, not following a symbolic link.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The size of a regular file (not following links), or nil.
    static func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Why a reference path may not be written, or nil when it may: it must lie inside the package
    /// (when there is one) and below a directory named `__Snapshots__`, and must not be a symbolic link.
    static func referenceProblem(_ reference: String, packageRoot: String?) -> String? {
        guard reference.hasPrefix("/") else { return "the reference path \(reference) is not absolute" }
        let real = realPath(reference)
        if isSymbolicLink(reference) { return "the reference \(reference) is a symbolic link" }
        if let packageRoot {
            guard isInside(real, packageRoot) else {
                return "the reference \(reference) lies outside the package \(packageRoot)"
            }
            let relative = real.dropFirst(realPath(packageRoot).count + 1)
            guard relative.split(separator: "/").dropLast().contains("__Snapshots__") else {
                return "the reference \(reference) is not inside a __Snapshots__ directory of the package"
            }
        } else {
            guard real.split(separator: "/").dropLast().contains("__Snapshots__") else {
                return "the reference \(reference) is not inside a __Snapshots__ directory"
            }
        }
        return nil
    }
}
