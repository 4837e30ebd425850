import Darkroom
import Testing

/// The one line: every preview of the module is a snapshot.
@MainActor @Suite struct PreviewSnapshotTests {
    @Test @MainActor func previewsExample() {
        assertPreviewSnapshots(in: "PreviewsExample")
    }
}
