import Darkroom
import XCTest

/// The app's previews are its snapshots too (XCTest: one line).
final class JokeViewPreviewTests: XCTestCase {
    @MainActor
    func test_previews() {
        assertPreviewSnapshots(in: "JokesApp")
    }
}
