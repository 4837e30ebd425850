/// Environment values DarkroomUI uses internally.
struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: ResolvableStyle? = nil
}

struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

struct IsEnabledKey: EnvironmentKey {
    static let defaultValue: Bool = true
}

extension EnvironmentValues {
    /// The axis of the nearest enclosing stack (Spacer and Divider orient themselves by it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }

    /// The foreground style set with `foregroundColor`/`foregroundStyle` (nil: primary).
    var foregroundStyle: ResolvableStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint set with `.tint(_:)` (nil: the accent colour, blue).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Whether controls are enabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
