/// When search scopes appear.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    /// The platform's choice (on iOS: while searching).
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When the search field is being edited.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
    /// When text is typed.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}
