/// The light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

extension EnvironmentValues {
    /// The colour scheme; `.light` unless set with `.environment(\.colorScheme, .dark)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour scheme of this view and the views inside it (SwiftUI's older spelling, soft-deprecated
    /// there in favour of `preferredColorScheme(_:)`); unlike that one, it leaves the rest of the screen as it is.
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
