import Darkroom
import FidelityCases

/// ValeFCF/SnapshotTest (no licence: nothing stored; the view and the reference are fetched), `ContentViewTests.test`:
/// `ContentView` in a `UIHostingController` snapshotted with `.image(on: .iPhoneSe)` (scale 2).
public enum ValeFCFCases {
    /// The repository's one case.
    public static let all: [FidelityCase] = [
        FidelityCase(repository: "ValeFCF-SnapshotTest", test: "ContentViewTests.test",
                     reference: "SnapshotTestTests/__Snapshots__/ContentViewTests/test.1.png",
                     layout: .device(config: .iPhoneSe), scale: 2) { AnyView(ContentView()) },
    ]
}
