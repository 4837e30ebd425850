/// The accessibility settings a view can read (Settings › Accessibility). A snapshot is taken with all of them off,
/// as a fresh iPhone has them; set one for a test through its underscored twin, as SwiftUI's previews do:
/// `.environment(\._accessibilityReduceMotion, true)`.
struct AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityInvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether Reduce Motion is on; false unless set through `_accessibilityReduceMotion`.
    public var accessibilityReduceMotion: Bool { self[AccessibilityReduceMotionKey.self] }
    /// Whether Differentiate Without Color is on; false unless set through `_accessibilityDifferentiateWithoutColor`.
    public var accessibilityDifferentiateWithoutColor: Bool { self[AccessibilityDifferentiateWithoutColorKey.self] }
    /// Whether VoiceOver is running; false unless set through `_accessibilityVoiceOverEnabled`.
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilityVoiceOverEnabledKey.self] }
    /// Whether Reduce Transparency is on; false unless set through `_accessibilityReduceTransparency`.
    public var accessibilityReduceTransparency: Bool { self[AccessibilityReduceTransparencyKey.self] }
    /// Whether Smart or Classic Invert is on; false unless set through `_accessibilityInvertColors`.
    public var accessibilityInvertColors: Bool { self[AccessibilityInvertColorsKey.self] }
    /// Whether Button Shapes is on; false unless set through `_accessibilityShowButtonShapes`.
    public var accessibilityShowButtonShapes: Bool { self[AccessibilityShowButtonShapesKey.self] }
    /// Whether Switch Control is running; false unless set through `_accessibilitySwitchControlEnabled`.
    public var accessibilitySwitchControlEnabled: Bool { self[AccessibilitySwitchControlEnabledKey.self] }

    /// Sets Reduce Motion for a test or preview.
    public var _accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }
    /// Sets Differentiate Without Color for a test or preview.
    public var _accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }
    /// Sets whether VoiceOver is running, for a test or preview.
    public var _accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }
    /// Sets Reduce Transparency for a test or preview.
    public var _accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }
    /// Sets Invert Colors for a test or preview.
    public var _accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }
    /// Sets Button Shapes for a test or preview.
    public var _accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }
    /// Sets whether Switch Control is running, for a test or preview.
    public var _accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }
}
