import Foundation

/// State shared by one resolution + layout pass: collected diagnostics (SwiftUI "clamps and logs"), and,
/// inside a `ViewHost`, the session that binds views to their identity's storage.
package final class ResolveContext {
    /// Messages about invalid input that was clamped or ignored, in the order they were found.
    private(set) var diagnostics: [String] = []
    /// The host's pass, or nil for a plain render (state then has its initial values).
    package let session: HostSession?

    @MainActor
    init(session: HostSession? = nil) {
        self.session = session
        session?.resolveContext = self
    }

    /// Whether a view in this pass observes a preference (`onPreferenceChange`) or has an action that runs before
    /// the first frame (`onAppear`, `onChange(initial: true)`): a one-shot render then settles the view in a host
    /// before drawing it.
    var observesPreferences = false

    /// The `matchedGeometryEffect` sources met in this pass.
    let matchedGeometrySources = MatchedGeometrySources()

    /// The first error that stopped part of the view from resolving (a missing environment object).
    private(set) var error: ViewHostError?

    func fail(_ error: ViewHostError) {
        if self.error == nil { self.error = error }
    }

    package func log(_ message: String) {
        if diagnostics.count < 100, !diagnostics.contains(message) { diagnostics.append(message) }
    }
}
