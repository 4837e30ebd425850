/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
    /// The standard header.
    case standard
    /// A larger, bolder header.
    case increased
}

struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue: Prominence = .standard
}

extension EnvironmentValues {
    /// The prominence of section headers.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers in this view.
    public nonisolated func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
