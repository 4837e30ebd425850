extension EnvironmentValues {
    /// Whether the user turned on Reduce Motion (Settings › Accessibility › Motion): `false`, as on an iPhone
    /// with the default settings, which is what a snapshot draws.
    public var accessibilityReduceMotion: Bool { false }

    /// Whether the user turned on Reduce Transparency: `false`, the iPhone's default.
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether the user turned on Differentiate Without Colour: `false`, the iPhone's default.
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether the user turned on Smart Invert: `false`, the iPhone's default.
    public var accessibilityInvertColors: Bool { false }

    /// Whether the user turned on Button Shapes: `false`, the iPhone's default.
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether VoiceOver is running: `false` (a snapshot is drawn without it).
    public var accessibilityVoiceOverEnabled: Bool { false }
}
