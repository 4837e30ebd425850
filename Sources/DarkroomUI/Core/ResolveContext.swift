import Foundation

/// State shared by one resolution + layout pass: collected diagnostics (SwiftUI "clamps and logs").
final class ResolveContext {
    /// Messages about invalid input that was clamped or ignored, in the order they were found.
    private(set) var diagnostics: [String] = []

    func log(_ message: String) {
        if diagnostics.count < 100, !diagnostics.contains(message) { diagnostics.append(message) }
    }
}
