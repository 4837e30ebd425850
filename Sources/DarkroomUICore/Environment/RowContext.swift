/// The style of the container a view is a row of: a list sets it for its rows (DarkroomUI's `listRowContext`);
/// `nil` outside one. A scroll view clears it, since its content is not a row of the container around it.
struct RowContextKey: EnvironmentKey {
    static let defaultValue: (any Sendable)? = nil
}

extension EnvironmentValues {
    /// The row context (see `RowContextKey`); the engine only clears it, the container that sets it reads it.
    package var rowContext: (any Sendable)? {
        get { self[RowContextKey.self] }
        set { self[RowContextKey.self] = newValue }
    }
}
