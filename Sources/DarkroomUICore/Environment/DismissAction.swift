/// Dismisses the current presentation (SwiftUI's `DismissAction`); in a snapshot there is nothing to
/// dismiss, so calling it does nothing unless a test installs its own handler.
public struct DismissAction: Sendable {
    let handler: @Sendable () -> Void

    /// An action that runs `handler` (for tests that check a view dismisses itself).
    public init(_ handler: @escaping @Sendable () -> Void = {}) {
        self.handler = handler
    }

    /// Dismisses.
    public func callAsFunction() { handler() }
}

struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
