/// `.privacySensitive(_:)`: inside `.redacted(reason: .privacy)`, the subtree is redacted as a placeholder (text drawn
/// as bars the size of its lines); elsewhere it draws as it is.
nonisolated struct PrivacySensitiveModifier: ViewModifier, _EnvironmentModifier {
    let isEnabled: Bool

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        guard isEnabled, environment.redactionReasons.contains(.privacy) else { return }
        environment.redactionReasons.formUnion(.placeholder)
    }
}

extension View {
    /// Marks the view as holding private data (an account number, a balance): when the view is redacted for privacy
    /// (`.redacted(reason: .privacy)`, a locked-screen widget), its text is drawn as placeholder bars.
    public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(PrivacySensitiveModifier(isEnabled: sensitive))
    }
}
