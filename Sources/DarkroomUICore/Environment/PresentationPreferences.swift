/// What views ask of the window they are shown in — `preferredColorScheme(_:)` — collected while a view is
/// resolved, for a host that applies it as iOS applies it to the whole window (Darkroom's device snapshots).
/// Created per render: no shared mutable state between passes.
public final class _PresentationPreferences {
    /// The colour scheme the first `preferredColorScheme(_:)` with a non-nil value asked for.
    public internal(set) var colorScheme: ColorScheme?

    public init() {}
}

struct PresentationPreferencesKey: EnvironmentKey {
    static var defaultValue: _PresentationPreferences? { nil }
}

extension EnvironmentValues {
    /// Where `preferredColorScheme(_:)` records its value (nil: no host applies it).
    var presentationPreferences: _PresentationPreferences? {
        get { self[PresentationPreferencesKey.self] }
        set { self[PresentationPreferencesKey.self] = newValue }
    }
}

/// Records a preferred colour scheme with the host's `_PresentationPreferences`.
package nonisolated struct PreferredColorSchemeModifier: ViewModifier, _EnvironmentModifier {
    package let colorScheme: ColorScheme?

    package init(colorScheme: ColorScheme?) {
        self.colorScheme = colorScheme
    }

    @MainActor package func _modify(_ environment: inout EnvironmentValues) {
        guard let colorScheme, let preferences = environment.presentationPreferences, preferences.colorScheme == nil else { return }
        preferences.colorScheme = colorScheme
    }
}

extension View {
    /// Lets views inside record what they ask of the window (`preferredColorScheme(_:)`) in `preferences`
    /// (used by Darkroom's device snapshot layout).
    public nonisolated func _presentationPreferences(_ preferences: _PresentationPreferences) -> some View {
        modifier(EnvironmentWritingModifier { $0.presentationPreferences = preferences })
    }
}
