extension Button where Label == Text {
    /// A button whose label is the localized text `titleKey` (so a literal title gets SwiftUI's inline Markdown,
    /// and a `LocalizedStringKey` value is accepted).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a role whose label is the localized text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role whose label is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
