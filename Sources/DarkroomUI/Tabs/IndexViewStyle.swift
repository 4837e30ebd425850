/// Defines the implementation of all index views (the page dots of a paged `TabView`) within a view.
public protocol IndexViewStyle {}

struct IndexViewStyleKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle()
}

extension EnvironmentValues {
    /// The index view style set with `.indexViewStyle(_:)`.
    var pageIndexViewStyle: PageIndexViewStyle {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for the index views (page dots) within this view.
    public nonisolated func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexViewStyle, (style as? PageIndexViewStyle) ?? PageIndexViewStyle())
    }
}
