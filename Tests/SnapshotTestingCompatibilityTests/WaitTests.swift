import Darkroom
import Foundation
import XCTest

/// `.wait(for:on:)` lets work scheduled on the main queue happen before the snapshot.
final class WaitTests: BaseTestCase {
    private final class Greeting: @unchecked Sendable {
        var text = "Hello"
    }

    func testWait() {
        let greeting = Greeting()
        DispatchQueue.main.async { greeting.text = "Goodbye" }
        let strategy = Snapshotting<String, String>.lines.pullback { (_: Void) in greeting.text }
        assertSnapshot(of: (), as: .wait(for: 0.05, on: strategy))
    }
}
