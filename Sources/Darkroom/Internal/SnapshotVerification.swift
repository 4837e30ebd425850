import Foundation

/// The steps of `verifySnapshot`: resolve the record mode and paths, take the snapshot, then
/// record, compare and report.
struct SnapshotVerification<Value, Format> {
    var snapshotting: Snapshotting<Value, Format>
    var name: String?
    var explicitRecord: SnapshotTestingConfiguration.Record?
    var snapshotDirectory: String?
    var timeout: TimeInterval
    var fileID: StaticString
    var filePath: StaticString
    var testName: String
    var line: UInt
    var column: UInt

    /// Runs the assertion; `nil` on success, else the failure message.
    func run(_ value: () throws -> Value) -> String? {
        let environment = SnapshotEnvironment.current
        let configuration = SnapshotTestingConfiguration.current ?? SnapshotTraitLookup.configurationFromTraits()

        let record: SnapshotTestingConfiguration.Record
        if let chosen = explicitRecord ?? configuration?.record {
            record = chosen
        } else {
            do {
                record = try SnapshotGlobals.recordMode(environment: environment)
            } catch {
                return error.description
            }
        }
        let diffTool = configuration?.diffTool ?? SnapshotGlobals.diffTool.withLock { $0 }

        #if canImport(XCTest)
        if !SnapshotTestIdentity.isSwiftTesting { XCTestCounterReset.registerIfNeeded() }
        #endif

        var location = SnapshotLocation(
            filePath: String(describing: filePath),
            testName: testName,
            name: name,
            pathExtension: snapshotting.pathExtension,
            snapshotDirectory: snapshotDirectory,
            environment: environment,
            counter: SnapshotCounter.current
        )
        // swift-snapshot-testing's place for the reference, used when Darkroom's is empty.
        if record != .all, !SnapshotFileSystem.fileExists(location.referencePath),
            let legacy = location.legacyReferencePath, SnapshotFileSystem.fileExists(legacy)
        {
            LegacyReferenceHint.note(
                legacy: legacy, darkroom: location.referencePath, artifactsRoot: location.artifactsRoot, environment: environment
            )
            location.referencePath = legacy
            location.isLegacyReference = true
        }
        let context = Context(location: location, record: record, environment: environment, verification: self)

        let diffable: Format
        switch takeSnapshot(value) {
        case .success(let snapshot): diffable = snapshot
        case .failure(let message): return message
        }

        let displayName = sanitizePathComponent(testName)
        if record == .all {
            return context.recordReference(diffable) ?? """
                Record mode is on. Automatically recorded snapshot: …

                open "\(location.referenceURL)"

                Turn record mode off and re-run "\(displayName)" to assert against the newly-recorded snapshot
                """
        }

        guard SnapshotFileSystem.fileExists(location.referencePath) else {
            if record == .never {
                return context.reportMissing(diffable)
            }
            return context.recordReference(diffable) ?? """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(location.referenceURL)"

                Re-run "\(displayName)" to assert against the newly-recorded snapshot.
                """
        }

        let referenceData: Data
        do {
            referenceData = try SnapshotFileSystem.read(location.referencePath)
        } catch {
            return error.description
        }

        let reference: Format
        do {
            reference = try snapshotting.diffing.fromData(referenceData)
        } catch {
            return context.reportUnreadableReference(diffable, referenceData: referenceData, error: error)
        }
        // Both are dropped when this returns: their storage can serve the next verification.
        defer {
            snapshotting.diffing.recycle?(reference)
            snapshotting.diffing.recycle?(diffable)
        }

        guard let (failure, attachments) = snapshotting.diffing.diff(reference, diffable) else {
            context.touch(.matched)
            return nil
        }
        return context.reportMismatch(
            diffable, referenceData: referenceData, failure: failure, attachments: attachments, diffTool: diffTool
        )
    }

    private enum SnapshotOutcome {
        case success(Format)
        case failure(String)
    }

    /// Evaluates the value and runs the strategy, waiting up to `timeout` for an asynchronous one.
    private func takeSnapshot(_ value: () throws -> Value) -> SnapshotOutcome {
        // The first value or error the strategy hands back.
        let result = LockedState<Result<Format, any Error>?>(nil)
        let delivered = DispatchSemaphore(value: 0)
        do {
            let snapshot = try snapshotting.snapshot(try value())
            snapshot.runResult { outcome in
                result.withLock { if $0 == nil { $0 = outcome } }
                delivered.signal()
            }
        } catch {
            return .failure("Couldn't snapshot value: \(describe(error))")
        }
        switch result.withLock({ $0 }) {
        case .success(let format)?: return .success(format)
        case .failure(let error)?: return .failure("Couldn't snapshot value: \(describe(error))")
        case nil: break
        }
        if delivered.wait(timeout: .now() + timeout) == .timedOut {
            return .failure(
                """
                Exceeded timeout of \(timeout) seconds waiting for snapshot.

                This can happen when an asynchronously rendered view (like a web view) has not loaded. \
                Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a \
                timeout is unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to \
                a higher value.
                """)
        }
        switch result.withLock({ $0 }) {
        case .success(let format)?: return .success(format)
        case .failure(let error)?: return .failure("Couldn't snapshot value: \(describe(error))")
        case nil: return .failure("Couldn't snapshot value")
        }
    }
}

/// A readable description of an error: its `errorDescription`, else its `description`.
func describe(_ error: any Error) -> String {
    if let error = error as? any LocalizedError, let description = error.errorDescription {
        return description
    }
    return String(describing: error)
}

extension SnapshotVerification {
    /// One assertion's location and settings, with the operations that write and report.
    struct Context {
        var location: SnapshotLocation
        var record: SnapshotTestingConfiguration.Record
        var environment: SnapshotEnvironment
        var verification: SnapshotVerification

        private var diffing: Diffing<Format> { verification.snapshotting.diffing }

        /// Appends to this run's record of touched references.
        func touch(_ status: SnapshotRunRecord.Status) {
            SnapshotRunRecord.append(
                .init(status: status, referencePath: location.referencePath),
                artifactsDirectory: location.artifactsRoot,
                environment: environment
            )
        }

        /// Writes the reference; returns a failure message if that fails.
        func recordReference(_ diffable: Format) -> String? {
            do {
                let data = try encode(diffable)
                try SnapshotFileSystem.createDirectory(location.directory)
                try SnapshotFileSystem.writeAtomically(data, to: location.referencePath)
                touch(.recorded)
                return nil
            } catch {
                return error.description
            }
        }

        private func encode(_ diffable: Format) throws(SnapshotError) -> Data {
            do {
                return try diffing.toData(diffable)
            } catch {
                throw .fileSystem(operation: "encode the snapshot for", path: location.referencePath, reason: describe(error))
            }
        }

        func reportMissing(_ diffable: Format) -> String {
            touch(.missing)
            var message = """
                No reference was found on disk. New snapshot was not recorded because recording is disabled

                Reference: \(location.referencePath)
                """
            let artifacts = writeArtifacts(
                kind: .missing, actual: diffable, referenceData: nil, attachments: [], message: message, rerecorded: false
            )
            message += artifacts.summary
            message += "\n\nTo record it, re-run with record: .missing or .all (or SNAPSHOT_TESTING_RECORD=missing), or accept it:\n\n    darkroom accept \(location.referencePath)"
            return message
        }

        func reportUnreadableReference(_ diffable: Format, referenceData: Data, error: any Error) -> String {
            let reason = describe(error)
            var rerecorded = false
            var message: String
            if record == .failed {
                if let failure = recordReference(diffable) { return failure }
                rerecorded = true
                message = """
                    Could not read the reference \(location.referencePath): \(reason). \
                    A new snapshot was automatically recorded.
                    """
            } else {
                touch(.failed)
                message = """
                    Could not read the reference \(location.referencePath): \(reason).
                    The file was left untouched. Re-record it with record: .all or .failed, or accept the new snapshot:

                        darkroom accept \(location.referencePath)
                    """
            }
            message +=
                writeArtifacts(
                    kind: .unreadableReference, actual: diffable, referenceData: referenceData, attachments: [],
                    message: message, rerecorded: rerecorded
                ).summary
            return message
        }

        func reportMismatch(
            _ diffable: Format, referenceData: Data, failure: String, attachments: [DiffAttachment], diffTool: DiffTool
        ) -> String {
            var headline =
                verification.name.map { "Snapshot \"\($0)\" does not match reference." }
                ?? "Snapshot does not match reference."
            var rerecorded = false
            if record == .failed {
                if let failure = recordReference(diffable) { return failure }
                headline += " A new snapshot was automatically recorded."
                rerecorded = true
            } else {
                touch(.failed)
            }
            let diffMessage = failure.trimmingCharacters(in: .whitespacesAndNewlines)
            let artifacts = writeArtifacts(
                kind: .mismatch, actual: diffable, referenceData: referenceData, attachments: attachments,
                message: headline + "\n\n" + diffMessage, rerecorded: rerecorded
            )
            // swift-snapshot-testing's message (headline, diff tool, difference) with Darkroom's
            // additions (reference, artifacts, accept command) between the diff tool and the difference,
            // so that the difference stays last, where its tests look for it.
            var message = headline
            message +=
                "\n\n"
                + diffTool(
                    currentFilePath: location.referencePath,
                    failedFilePath: artifacts.actualPath ?? location.referencePath
                )
            message += "\n\nReference: \(location.referencePath)" + location.legacyNote
            message += artifacts.summary
            if !rerecorded {
                message += "\n\nAccept the new snapshot with:\n\n    darkroom accept \(location.referencePath)"
            }
            message += "\n\n" + diffMessage
            return message
        }

        /// The outcome of writing a failure's artifacts.
        struct WrittenArtifacts {
            var actualPath: String?
            var lines: [String] = []
            var error: String?

            var summary: String {
                var text = ""
                if !lines.isEmpty { text += "\n\nArtifacts:\n" + lines.joined(separator: "\n") }
                if let error { text += "\n\n" + error }
                return text
            }
        }

        /// Writes the actual snapshot, a copy of the reference, the diff and the manifest, and
        /// attaches the actual and diff files to a Swift Testing test.
        func writeArtifacts(
            kind: SnapshotFailureManifest.Kind, actual: Format, referenceData: Data?, attachments: [DiffAttachment],
            message: String, rerecorded: Bool
        ) -> WrittenArtifacts {
            var written = WrittenArtifacts()
            let v = verification
            do {
                try SnapshotFileSystem.createDirectory(location.artifactsDirectory)
                let actualPath = location.artifactPath(role: "actual", pathExtension: location.pathExtension)
                // The image strategy hands it over encoded at its fast artifact settings.
                let encodedActual = attachments.lazy.compactMap { attachment -> Data? in
                    if case .actualArtifact(let data) = attachment { data } else { nil }
                }.first
                let actualData = try encodedActual ?? encode(actual)
                try SnapshotFileSystem.writeAtomically(actualData, to: actualPath, durable: false)
                written.actualPath = actualPath
                written.lines.append("  actual:    \(actualPath)")
                SwiftTestingAttachments.attach(
                    actualData, named: location.snapshotName + ".actual" + (location.pathExtension.map { "." + $0 } ?? ""),
                    fileID: v.fileID, filePath: v.filePath, line: v.line, column: v.column
                )

                var referenceCopy: String?
                if let referenceData {
                    let path = location.artifactPath(role: "reference", pathExtension: location.pathExtension)
                    try SnapshotFileSystem.writeAtomically(referenceData, to: path, durable: false)
                    referenceCopy = path
                    written.lines.append("  reference: \(path)")
                }

                var diffPath: String?
                var metrics: ImageDiffMetrics?
                for attachment in attachments {
                    switch attachment {
                    case .imageMetrics(let imageMetrics):
                        metrics = imageMetrics
                    case .actualArtifact:
                        continue
                    case .data(let data, let name):
                        let nameExtension = (name as NSString).pathExtension
                        let stem = ((name as NSString).deletingPathExtension as NSString).lastPathComponent
                        let role = stem.hasPrefix("difference") ? "diff" : sanitizePathComponent(stem)
                        let path = location.artifactPath(role: role, pathExtension: nameExtension.isEmpty ? nil : nameExtension)
                        try SnapshotFileSystem.writeAtomically(data, to: path, durable: false)
                        if role == "diff" && diffPath == nil { diffPath = path }
                        written.lines.append("  \((role + ":").padding(toLength: 10, withPad: " ", startingAt: 0)) \(path)")
                        SwiftTestingAttachments.attach(
                            data, named: location.snapshotName + "." + role + (nameExtension.isEmpty ? "" : "." + nameExtension),
                            fileID: v.fileID, filePath: v.filePath, line: v.line, column: v.column
                        )
                    }
                }

                let manifest = SnapshotFailureManifest(
                    kind: kind,
                    test: .init(
                        name: v.testName,
                        suites: location.identity.suites,
                        arguments: location.identity.arguments,
                        fileID: String(describing: v.fileID),
                        filePath: String(describing: v.filePath),
                        line: Int(v.line),
                        column: Int(v.column)
                    ),
                    snapshotName: location.snapshotName,
                    referencePath: location.referencePath,
                    artifacts: .init(actual: actualPath, reference: referenceCopy, diff: diffPath),
                    recordMode: record.rawValue,
                    rerecorded: rerecorded,
                    image: metrics,
                    message: message,
                    runID: SnapshotRunRecord.runID(environment: environment)
                )
                let manifestPath = location.artifactPath(role: "manifest", pathExtension: "json")
                let manifestData: Data
                do {
                    manifestData = try manifest.jsonData()
                } catch {
                    throw SnapshotError.fileSystem(operation: "encode", path: manifestPath, reason: describe(error))
                }
                try SnapshotFileSystem.writeAtomically(manifestData, to: manifestPath, durable: false)
                written.lines.append("  manifest:  \(manifestPath)")
            } catch {
                written.error = "Could not write the failure artifacts: \(describe(error))"
            }
            return written
        }
    }
}
