import Foundation
import Testing
@testable import Darkroom

/// Sends the failure artifacts of the suite's tests to a temporary directory (this target's only
/// addition to swift-snapshot-testing's suite, applied on ``BaseSuite``): some tests fail on
/// purpose (inside `withKnownIssue`), and their manifests must not be left in the package's
/// artifacts directory, where `darkroom review` would offer to accept them. Users get the same
/// with `SNAPSHOT_ARTIFACTS=<directory>`.
struct TemporaryArtifactsTrait: SuiteTrait, TestTrait, TestScoping {
    let isRecursive = true

    /// One directory per process, removed by the system's temporary-directory cleanup.
    static let directory = NSTemporaryDirectory() + "darkroom-compat-artifacts-\(getpid())"

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        var environment = SnapshotEnvironment.current
        environment.artifacts = Self.directory
        try await SnapshotEnvironment.$current.withValue(environment) {
            try await function()
        }
    }
}

extension Trait where Self == TemporaryArtifactsTrait {
    /// Failure artifacts go to a temporary directory.
    static var temporaryArtifacts: Self { TemporaryArtifactsTrait() }
}
