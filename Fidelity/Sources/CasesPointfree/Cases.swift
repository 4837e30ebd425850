import Darkroom
import FidelityCases

/// pointfreeco/swift-snapshot-testing, `SnapshotTestingTests.testSwiftUIView_iOS`: `MyView` (lines 1275–1285 of the
/// test file, fetched to `Fetched/MyView.swift`) on yellow, in four layouts, recorded on an iPhone SE simulator
/// (scale 2; the test gives no display scale). Changes: the struct is lifted out of the test method; `SwiftUI.View`
/// is spelt `View`.
public enum PointfreeCases {
    /// The repository's cases, in the order of the test's assertions.
    public static let all: [FidelityCase] = {
        let repository = "pointfreeco-swift-snapshot-testing"
        let folder = "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/"
        let view: @MainActor @Sendable () -> AnyView = { AnyView(MyView().background(Color.yellow)) }
        return [
            FidelityCase(repository: repository, test: "SnapshotTestingTests.testSwiftUIView_iOS.1",
                         reference: folder + "testSwiftUIView_iOS.1.png", layout: .sizeThatFits, scale: 2, view: view),
            FidelityCase(repository: repository, test: "SnapshotTestingTests.testSwiftUIView_iOS.size-that-fits",
                         reference: folder + "testSwiftUIView_iOS.size-that-fits.png", layout: .sizeThatFits, scale: 2, view: view),
            FidelityCase(repository: repository, test: "SnapshotTestingTests.testSwiftUIView_iOS.fixed",
                         reference: folder + "testSwiftUIView_iOS.fixed.png", layout: .fixed(width: 200, height: 100), scale: 2,
                         view: view),
            FidelityCase(repository: repository, test: "SnapshotTestingTests.testSwiftUIView_iOS.device",
                         reference: folder + "testSwiftUIView_iOS.device.png", layout: .device(config: .iPhoneSe), scale: 2,
                         view: view),
        ]
    }()
}
