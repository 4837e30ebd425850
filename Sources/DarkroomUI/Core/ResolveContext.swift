import Foundation

/// State shared by one resolution + layout pass: collected diagnostics (SwiftUI "clamps and logs"), and,
/// inside a `ViewHost`, the session that binds views to their identity's storage.
final class ResolveContext {
    /// Messages about invalid input that was clamped or ignored, in the order they were found.
    private(set) var diagnostics: [String] = []
    /// The host's pass, or nil for a plain render (state then has its initial values).
    let session: HostSession?

    init(session: HostSession? = nil) {
        self.session = session
    }

    func log(_ message: String) {
        if diagnostics.count < 100, !diagnostics.contains(message) { diagnostics.append(message) }
    }
}
