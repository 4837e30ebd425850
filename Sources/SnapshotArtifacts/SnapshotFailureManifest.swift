import Foundation

/// What `assertSnapshot` writes next to a failure's artifacts, as
/// `<artifacts>/<TestFile>/<test>.<n>.manifest.json`; the `darkroom` review command reads it.
///
/// Encoded with sorted keys and no timestamps, so the same failure in the same run always gives
/// the same bytes. Paths are absolute.
public struct SnapshotFailureManifest: Codable, Sendable, Equatable {
    /// The manifest format's version; readers should reject versions they do not know.
    public static let currentVersion = 1

    /// Why the assertion failed.
    public enum Kind: String, Codable, Sendable {
        /// The snapshot differs from the reference.
        case mismatch
        /// There is no reference and the record mode did not allow writing one.
        case missing
        /// The reference file could not be decoded (empty, truncated, not the expected format).
        case unreadableReference
    }

    /// The test that failed.
    public struct Test: Codable, Sendable, Equatable {
        /// The test's name as passed to `assertSnapshot` (usually `#function`).
        public var name: String
        /// The enclosing Swift Testing suites, outermost first (empty for XCTest and free functions).
        public var suites: [String]
        /// The sanitised arguments of a parameterised test case.
        public var arguments: String?
        /// `#fileID` of the assertion.
        public var fileID: String
        /// `#filePath` of the assertion.
        public var filePath: String
        /// The assertion's line.
        public var line: Int
        /// The assertion's column.
        public var column: Int

        public init(name: String, suites: [String], arguments: String?, fileID: String, filePath: String, line: Int, column: Int) {
            self.name = name
            self.suites = suites
            self.arguments = arguments
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// Files written for the failure; `nil` when not applicable.
    public struct Artifacts: Codable, Sendable, Equatable {
        /// The new snapshot, encoded like the reference.
        public var actual: String?
        /// A copy of the reference as it was when the test ran.
        public var reference: String?
        /// A diff: an image for images, a patch for text.
        public var diff: String?

        public init(actual: String?, reference: String?, diff: String?) {
            self.actual = actual
            self.reference = reference
            self.diff = diff
        }
    }

    /// ``currentVersion`` when written.
    public var version: Int
    /// Why the assertion failed.
    public var kind: Kind
    /// The failing test.
    public var test: Test
    /// The snapshot's name: `<test>.<n>` or `<test>.<name>`.
    public var snapshotName: String
    /// The reference file the assertion compared with (it may not exist for `.missing`).
    public var referencePath: String
    /// The artifact files.
    public var artifacts: Artifacts
    /// The record mode that applied.
    public var recordMode: String
    /// Whether the assertion re-recorded the reference (record mode `failed`).
    public var rerecorded: Bool
    /// Pixel numbers of an image comparison.
    public var image: ImageDiffMetrics?
    /// The failure message.
    public var message: String
    /// The run that wrote the manifest (the directory name under `<artifacts>/runs/`); a review
    /// of the latest run ignores manifests left by earlier runs.
    public var runID: String

    public init(
        version: Int = SnapshotFailureManifest.currentVersion,
        kind: Kind,
        test: Test,
        snapshotName: String,
        referencePath: String,
        artifacts: Artifacts,
        recordMode: String,
        rerecorded: Bool,
        image: ImageDiffMetrics?,
        message: String,
        runID: String
    ) {
        self.version = version
        self.kind = kind
        self.test = test
        self.snapshotName = snapshotName
        self.referencePath = referencePath
        self.artifacts = artifacts
        self.recordMode = recordMode
        self.rerecorded = rerecorded
        self.image = image
        self.message = message
        self.runID = runID
    }

    /// The manifest as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a manifest.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: jsonData)
    }
}
