import Foundation

/// Everything that can go wrong while reviewing snapshot failures. Each case names the file and
/// says what to do; none leaves a reference half-written.
public enum ReviewError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No `Package.swift` above the current directory and no artifacts directory given.
    case noPackageRoot(startingAt: String)
    /// Another `darkroom` process holds the artifacts directory's lock.
    case locked(directory: String, holder: String)
    /// A file operation failed.
    case fileSystem(operation: String, path: String, reason: String)
    /// The manifest's actual snapshot is gone.
    case missingArtifact(role: String, path: String, manifest: String)
    /// The actual snapshot cannot be decoded, so it must not become a reference.
    case invalidArtifact(path: String, reason: String)
    /// The reference of a mismatch no longer exists where the test compared it.
    case referenceMoved(reference: String, manifest: String)
    /// The reference's directory does not exist and lies outside the local package.
    case foreignReference(reference: String, manifest: String)
    /// The reference changed on disk since the test ran.
    case referenceChanged(reference: String, manifest: String)
    /// The manifest disappeared (another review handled it).
    case alreadyHandled(manifest: String)
    /// The manifest points outside the lanes a review may write in (see `ReviewContainment`).
    case refused(reason: String, manifest: String)
    /// The stale check cannot tell which references are unused.
    case cannotTellStale(String)

    public var description: String {
        switch self {
        case .noPackageRoot(let start):
            return "no Package.swift found in \(start) or above it; run darkroom inside your package or pass --artifacts DIR"
        case .locked(let directory, let holder):
            return "another darkroom review (\(holder)) is working on \(directory); wait for it to finish, then try again"
        case .fileSystem(let operation, let path, let reason):
            return "cannot \(operation) \(path): \(reason)"
        case .missingArtifact(let role, let path, let manifest):
            return "the \(role) snapshot \(path) of \(manifest) is missing; re-run the test to produce it, or `darkroom reject` to drop this failure"
        case .invalidArtifact(let path, let reason):
            return "\(path) is not a valid snapshot (\(reason)); it was not accepted and the reference is unchanged"
        case .referenceMoved(let reference, let manifest):
            return
                "the reference \(reference) of \(manifest) no longer exists (the test or its snapshot directory moved since the run); re-run the test, or accept with --force to create it there"
        case .foreignReference(let reference, let manifest):
            return
                "the reference \(reference) of \(manifest) is outside this package and its directory does not exist (recorded on another machine?); run darkroom inside the package the tests belong to, or accept with --force to create it there"
        case .referenceChanged(let reference, let manifest):
            return "the reference \(reference) changed since the test ran (\(manifest)); re-run the test, or accept with --force to overwrite it"
        case .alreadyHandled(let manifest):
            return "\(manifest) was already accepted or rejected by another review"
        case .refused(let reason, let manifest):
            return "refused \(manifest): \(reason); nothing was written (delete the manifest, or re-run the test)"
        case .cannotTellStale(let reason):
            return reason
        }
    }

    /// An error with the system's reason for `errno`.
    static func system(_ operation: String, _ path: String, _ code: Int32 = errno) -> ReviewError {
        .fileSystem(operation: operation, path: path, reason: String(cString: strerror(code)))
    }

    /// A readable reason for a Foundation file error, preferring the POSIX one.
    static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
