import Darkroom
import Foundation

/// One pair of the fidelity suite: a view from an open-source repository, and the reference PNG that repository's
/// iOS simulator recorded for it.
public struct FidelityCase: Sendable {
    /// The repository's folder under `Fidelity/Cases` (`owner-name`).
    public let repository: String
    /// The test that recorded the reference, as `TestClass.testMethod` (plus the snapshot's name).
    public let test: String
    /// The reference's path inside the repository at the recorded commit; stored under
    /// `Fidelity/Cases/<repository>/References/` with the same path.
    public let reference: String
    /// Where the view is placed: the test's `layout:` (or its device, or its `size:`).
    public let layout: SwiftUISnapshotLayout
    /// Pixels per point: the device's, the test's `traits:` display scale, or the recording simulator's.
    public let scale: CGFloat
    /// The test's `userInterfaceStyle`.
    public let colorScheme: ColorScheme
    /// The view, as the test built it.
    public let view: @MainActor @Sendable () -> AnyView

    /// A case.
    public init(
        repository: String, test: String, reference: String, layout: SwiftUISnapshotLayout, scale: CGFloat,
        colorScheme: ColorScheme = .light, view: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.repository = repository
        self.test = test
        self.reference = reference
        self.layout = layout
        self.scale = scale
        self.colorScheme = colorScheme
        self.view = view
    }

    /// A name for files and tables: `<repository>/<test>`.
    public var name: String { "\(repository)/\(test)" }
}

/// A pair the rule selected that the suite does not render, and why.
public struct UnrenderedCase: Sendable {
    /// The repository's folder under `Fidelity/Cases`.
    public let repository: String
    /// The test that recorded the reference.
    public let test: String
    /// Why it is not rendered (does not compile, needs UIKit, reference not stored for its licence, …).
    public let reason: String

    /// An unrendered case.
    public init(repository: String, test: String, reason: String) {
        self.repository = repository
        self.test = test
        self.reason = reason
    }
}

/// Where the suite's files are: `Fidelity/Cases`, found from this source file's path.
public enum FidelityPaths {
    /// `Fidelity/`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Fidelity/Cases/<repository>/`.
    public static func cases(_ repository: String) -> URL {
        root.appendingPathComponent("Cases").appendingPathComponent(repository)
    }
    /// The reference of a case: stored under `References/` where the repository's licence allows, otherwise fetched
    /// by `fetch-sources.sh` under `Fetched/References/` (not committed).
    public static func reference(of fidelityCase: FidelityCase) -> URL {
        let stored = cases(fidelityCase.repository).appendingPathComponent("References").appendingPathComponent(fidelityCase.reference)
        if FileManager.default.fileExists(atPath: stored.path) { return stored }
        return cases(fidelityCase.repository).appendingPathComponent("Fetched/References").appendingPathComponent(fidelityCase.reference)
    }
    /// A bundle of a repository's asset stand-ins (`Fidelity/Cases/<repository>/Assets`), for `Image(_:bundle:)`.
    public static func assets(_ repository: String) -> Bundle? {
        Bundle(path: cases(repository).appendingPathComponent("Assets").path)
    }
    /// A bundle of a repository's fetched assets (`Fidelity/Cases/<repository>/Fetched/Assets`: images converted to
    /// PNG, asset catalogues' colour sets), for `Image(_:bundle:)` and `Color(_:bundle:)`.
    public static func fetchedAssets(_ repository: String) -> Bundle? {
        Bundle(path: cases(repository).appendingPathComponent("Fetched/Assets").path)
    }
}
