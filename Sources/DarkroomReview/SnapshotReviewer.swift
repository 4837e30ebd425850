import Darkroom
import Foundation
import Rasterizer

/// Accepts and rejects failures.
///
/// - Accept copies the actual snapshot over the reference atomically (creating directories for a
///   new snapshot), then removes the failure's artifacts.
/// - Reject removes the artifacts and leaves the reference as it is — except after record mode
///   `failed` re-recorded the reference, where it restores the copy taken when the test ran.
///
/// Both re-check the manifest on disk first, so a failure handled by a concurrent review is
/// reported as ``ReviewError/alreadyHandled(manifest:)`` rather than applied twice. Callers hold
/// the ``ArtifactsLock`` of the artifacts directory.
public struct SnapshotReviewer: Sendable {
    /// What accepting did.
    public enum AcceptOutcome: Sendable, Equatable {
        /// The reference was written.
        case written(reference: String)
        /// The reference already held the actual snapshot; only the artifacts were removed.
        case alreadyCurrent(reference: String)
    }

    /// What rejecting did.
    public enum RejectOutcome: Sendable, Equatable {
        /// The artifacts were removed; the reference is untouched.
        case discarded
        /// The re-recorded reference was restored from the copy taken when the test ran.
        case restored(reference: String)
    }

    /// Overwrite a reference that moved or changed since the test ran.
    public var force: Bool

    public init(force: Bool = false) {
        self.force = force
    }

    /// Accepts one failure.
    @discardableResult
    public func accept(_ snapshot: PendingSnapshot) throws(ReviewError) -> AcceptOutcome {
        let actual = try acceptedContent(of: snapshot)
        let reference = snapshot.referencePath
        let current: Data? = AtomicFileWriter.fileExists(reference) ? try AtomicFileWriter.read(reference) : nil
        if current == actual {
            try removeArtifacts(of: snapshot)
            return .alreadyCurrent(reference: reference)
        }
        if !force && snapshot.isForeignReference {
            throw .foreignReference(reference: reference, manifest: snapshot.manifestPath)
        }
        if !force && !snapshot.manifest.rerecorded {
            switch snapshot.manifest.kind {
            case .mismatch, .unreadableReference:
                guard let current else { throw .referenceMoved(reference: reference, manifest: snapshot.manifestPath) }
                if let copyPath = snapshot.referenceCopyPath, let copy = try? AtomicFileWriter.read(copyPath), copy != current {
                    throw .referenceChanged(reference: reference, manifest: snapshot.manifestPath)
                }
            case .missing:
                if current != nil { throw .referenceChanged(reference: reference, manifest: snapshot.manifestPath) }
            }
        }
        try AtomicFileWriter.createDirectory((reference as NSString).deletingLastPathComponent)
        try AtomicFileWriter.writeAtomically(actual, to: reference)
        try removeArtifacts(of: snapshot)
        return .written(reference: reference)
    }

    /// What accepting `snapshot` would write to its reference, after the checks accept makes on the
    /// manifest and the actual snapshot (contained, present, a PNG for a `.png` reference); reads
    /// only, writes nothing.
    public func acceptedContent(of snapshot: PendingSnapshot) throws(ReviewError) -> Data {
        guard AtomicFileWriter.fileExists(snapshot.manifestPath) else { throw .alreadyHandled(manifest: snapshot.manifestPath) }
        if let refusal = snapshot.refusal { throw .refused(reason: refusal, manifest: snapshot.manifestPath) }
        guard let actualPath = snapshot.actualPath else {
            throw .missingArtifact(role: "actual", path: snapshot.manifest.artifacts.actual ?? "(none recorded)", manifest: snapshot.manifestPath)
        }
        let actual = try AtomicFileWriter.read(actualPath)
        try Self.validate(actual, path: actualPath, referencePath: snapshot.referencePath)
        return actual
    }

    /// Rejects one failure.
    @discardableResult
    public func reject(_ snapshot: PendingSnapshot) throws(ReviewError) -> RejectOutcome {
        guard AtomicFileWriter.fileExists(snapshot.manifestPath) else { throw .alreadyHandled(manifest: snapshot.manifestPath) }
        if let refusal = snapshot.refusal { throw .refused(reason: refusal, manifest: snapshot.manifestPath) }
        var outcome = RejectOutcome.discarded
        if snapshot.manifest.rerecorded, let copyPath = snapshot.referenceCopyPath {
            let copy = try AtomicFileWriter.read(copyPath)
            let current = AtomicFileWriter.fileExists(snapshot.referencePath) ? try AtomicFileWriter.read(snapshot.referencePath) : nil
            if current != copy {
                try AtomicFileWriter.createDirectory((snapshot.referencePath as NSString).deletingLastPathComponent)
                try AtomicFileWriter.writeAtomically(copy, to: snapshot.referencePath)
                outcome = .restored(reference: snapshot.referencePath)
            }
        }
        try removeArtifacts(of: snapshot)
        return outcome
    }

    /// Removes the manifest first (so the failure is no longer pending), then its files.
    func removeArtifacts(of snapshot: PendingSnapshot) throws(ReviewError) {
        try AtomicFileWriter.remove(snapshot.manifestPath)
        for path in [snapshot.actualPath, snapshot.referenceCopyPath, snapshot.diffPath].compactMap({ $0 })
        where ReviewContainment.isInside(path, snapshot.artifactsDirectory) {
            try AtomicFileWriter.remove(path)
        }
    }

    /// A PNG must decode before it may become a reference; other formats are taken as they are.
    static func validate(_ data: Data, path: String, referencePath: String) throws(ReviewError) {
        guard ReviewContainment.namesPNG(referencePath) else { return }
        do {
            _ = try Bitmap(pngData: data)
        } catch {
            throw .invalidArtifact(path: path, reason: String(describing: error))
        }
    }
}
