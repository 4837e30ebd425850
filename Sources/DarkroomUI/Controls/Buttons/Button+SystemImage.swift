extension Button where Label == DarkroomUI.Label<Text, Image> {
    /// A button whose label is the localized `titleKey` with the SF Symbol `systemImage` (iOS 17): a
    /// `Label(titleKey, systemImage:)`, shown as its icon alone in a toolbar.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { DarkroomUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button whose label is `title` with the SF Symbol `systemImage` (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { DarkroomUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role whose label is the localized `titleKey` with the SF Symbol `systemImage` (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DarkroomUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role whose label is `title` with the SF Symbol `systemImage` (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DarkroomUI.Label(title, systemImage: systemImage) }
    }
}
