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

struct ForegroundStyleLevelsKey: EnvironmentKey {
    static let defaultValue: [ResolvableStyle]? = nil
}

struct TintStyleKey: EnvironmentKey {
    static let defaultValue: ResolvableStyle? = nil
}

struct IsEnabledKey: EnvironmentKey {
    static let defaultValue: Bool = true
}

extension EnvironmentValues {
    /// The axis of the nearest enclosing stack (Spacer and Divider orient themselves by it).
    package var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }

    /// The foreground style set with `foregroundColor`/`foregroundStyle` (nil: primary).
    package var foregroundStyle: ResolvableStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint set with `.tint(_:)` (nil: the accent colour, blue).
    package var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The secondary (and tertiary) styles set with `foregroundStyle(_:_:)` / `foregroundStyle(_:_:_:)`.
    var foregroundStyleLevels: [ResolvableStyle]? {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }

    /// The tint set with `.tint(_:)` from a shape style other than a colour (a gradient): what `.tint` paints
    /// with. `tint` then holds its first colour, for controls that take one colour.
    var tintStyle: ResolvableStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }

    /// Whether controls are enabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
