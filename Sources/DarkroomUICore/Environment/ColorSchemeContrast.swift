/// The contrast of the colour scheme: `.increased` when the user turned on Settings › Accessibility ›
/// Display & Text Size › Increase Contrast. Colour sets with a high-contrast appearance draw that appearance then.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// The standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue: ColorSchemeContrast = .standard
}

extension EnvironmentValues {
    /// The contrast of the colour scheme; `.standard` unless set through `_colorSchemeContrast`.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// Sets the contrast for previews and tests, as SwiftUI spells it:
    /// `.environment(\._colorSchemeContrast, .increased)`.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
