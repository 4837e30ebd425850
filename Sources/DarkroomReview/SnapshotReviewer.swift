import SnapshotArtifacts
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
        let current: Data? = ReviewFileSystem.fileExists(reference) ? try ReviewFileSystem.read(reference) : nil
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
                if let copyPath = snapshot.referenceCopyPath, let copy = try? ReviewFileSystem.read(copyPath), copy != current {
                    throw .referenceChanged(reference: reference, manifest: snapshot.manifestPath)
                }
            case .missing:
                if current != nil { throw .referenceChanged(reference: reference, manifest: snapshot.manifestPath) }
            }
        }
        try ReviewFileSystem.createDirectory((reference as NSString).deletingLastPathComponent)
        try ReviewFileSystem.writeAtomically(actual, to: reference)
        try removeArtifacts(of: snapshot)
        return .written(reference: reference)
    }

    /// What accepting `snapshot` would write to its reference, after the checks accept makes on the
    /// manifest and the actual snapshot (contained, present, a PNG for a `.png` reference); reads
    /// only, writes nothing. A PNG actual (a scratch file written with fast settings) is decoded and
    /// re-encoded at the reference settings, so an accepted reference has the bytes recording writes.
    public func acceptedContent(of snapshot: PendingSnapshot) throws(ReviewError) -> Data {
        guard ReviewFileSystem.fileExists(snapshot.manifestPath) else { throw .alreadyHandled(manifest: snapshot.manifestPath) }
        if let refusal = snapshot.refusal { throw .refused(reason: refusal, manifest: snapshot.manifestPath) }
        guard let actualPath = snapshot.actualPath else {
            throw .missingArtifact(role: "actual", path: snapshot.manifest.artifacts.actual ?? "(none recorded)", manifest: snapshot.manifestPath)
        }
        let actual = try ReviewFileSystem.read(actualPath)
        return try Self.referenceContent(of: actual, path: actualPath, referencePath: snapshot.referencePath)
    }

    /// Rejects one failure.
    @discardableResult
    public func reject(_ snapshot: PendingSnapshot) throws(ReviewError) -> RejectOutcome {
        guard ReviewFileSystem.fileExists(snapshot.manifestPath) else { throw .alreadyHandled(manifest: snapshot.manifestPath) }
        if let refusal = snapshot.refusal { throw .refused(reason: refusal, manifest: snapshot.manifestPath) }
        var outcome = RejectOutcome.discarded
        if snapshot.manifest.rerecorded, let copyPath = snapshot.referenceCopyPath {
            let copy = try ReviewFileSystem.read(copyPath)
            let current = ReviewFileSystem.fileExists(snapshot.referencePath) ? try ReviewFileSystem.read(snapshot.referencePath) : nil
            if current != copy {
                try ReviewFileSystem.createDirectory((snapshot.referencePath as NSString).deletingLastPathComponent)
                try ReviewFileSystem.writeAtomically(copy, to: snapshot.referencePath)
                outcome = .restored(reference: snapshot.referencePath)
            }
        }
        try removeArtifacts(of: snapshot)
        return outcome
    }

    /// Removes the manifest first (so the failure is no longer pending), then its files.
    func removeArtifacts(of snapshot: PendingSnapshot) throws(ReviewError) {
        try ReviewFileSystem.remove(snapshot.manifestPath)
        for path in [snapshot.actualPath, snapshot.referenceCopyPath, snapshot.diffPath].compactMap({ $0 })
        where ReviewContainment.isInside(path, snapshot.artifactsDirectory) {
            try ReviewFileSystem.remove(path)
        }
    }

    /// What a reference gets from an actual artifact: a PNG must decode, and is re-encoded at the
    /// reference settings (`Bitmap.pngData()`, what recording writes); other formats are taken as they are.
    static func referenceContent(of data: Data, path: String, referencePath: String) throws(ReviewError) -> Data {
        guard ReviewContainment.namesPNG(referencePath) else { return data }
        do {
            return try Bitmap(pngData: data).pngData()
        } catch {
            throw .invalidArtifact(path: path, reason: String(describing: error))
        }
    }
}
