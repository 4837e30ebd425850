import Darkroom
@testable import DarkroomReview
import Foundation
import Testing

/// `darkroom report --include-passed`: the references the last run matched appear in the report.
@Suite struct PassedSnapshotsTests {
    @Test func passedReferencesAreShownWithTheirImagesAndText() throws {
        let directory = NSTemporaryDirectory() + "darkroom-passed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/Suite", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let png = directory + "/Suite/screen.1.png", text = directory + "/Suite/tree.1.txt"
        try Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)).pngData().write(to: URL(fileURLWithPath: png))
        try Data("VStack <frame>\n".utf8).write(to: URL(fileURLWithPath: text))

        var report = HTMLReport(failures: [], summary: .init(failed: 0, new: 0, passed: 2, stale: 0, staleNote: nil))
        report.passedReferences = [png, text]
        let html = report.render()
        #expect(html.contains("Passed snapshots (2)"))
        #expect(html.contains("<img data-key=\"passed-1\" alt=\"screen.1.png\">"))
        #expect(html.contains("\"passed-1\":\"data:image/png;base64,"))
        #expect(html.contains("VStack &lt;frame&gt;"))
        #expect(html.contains("<b>Suite</b> / tree.1.txt"))

        report.passedReferences = []
        #expect(!report.render().contains("Passed snapshots"))
    }
}
