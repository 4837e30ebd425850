import Darkroom
import XCTest

/// The app's previews are its snapshots too (XCTest: one line).
final class JokeViewPreviewTests: XCTestCase {
    func test_previews() {
        assertPreviewSnapshots(in: "JokesApp")
    }
}
