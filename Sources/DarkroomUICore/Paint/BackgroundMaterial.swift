struct BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}

struct ForegroundLevelKey: EnvironmentKey {
    static let defaultValue: Int? = 0
}

extension EnvironmentValues {
    /// The material underneath the current view, `nil` if the current background isn't one of the
    /// standard materials. While it is set, the standard content styles (`.secondary`, `.tertiary`,
    /// `.quaternary`) are drawn vibrant.
    ///
    /// `background(_:ignoresSafeAreaEdges:)` and `background(_:in:fillStyle:)` set it for their content
    /// when their style is a `Material` (another style sets it to `nil`); set it to `nil` to turn
    /// vibrancy off, or to a material to turn on the vibrancy of that material.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// Which level of the default (label) foreground the current foreground style is — 0 primary,
    /// 1 secondary, 2 tertiary, 3 quaternary — or `nil` when it is another style (a colour, a gradient,
    /// a level of a custom colour). Vibrancy applies to levels 1 to 3.
    var foregroundLevel: Int? {
        get { self[ForegroundLevelKey.self] }
        set { self[ForegroundLevelKey.self] = newValue }
    }
}
