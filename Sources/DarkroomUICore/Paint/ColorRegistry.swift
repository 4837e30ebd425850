/// Named colours for `Color("Name")`: the stand-in for an asset catalogue, filled by the app or test.
///
/// ```swift
/// ColorRegistry.shared.register("ButtonBackground", light: .yellow, dark: .orange)
/// ```
public final class ColorRegistry: @unchecked Sendable {
    /// The registry `Color(_ name:)` reads.
    public static let shared = ColorRegistry()

    private let lock = NSLockShim()
    private var colors: [String: Color] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers `color` under `name` (replacing any previous colour).
    public func register(_ name: String, color: Color) {
        lock.withLock { colors[name] = color }
    }

    /// Registers a colour with separate light and dark appearances.
    public func register(_ name: String, light: Color, dark: Color) {
        register(
            name,
            color: Color(
                storage: .system(
                    name: name, light: light.resolve(in: EnvironmentValues()),
                    dark: light == dark ? light.resolve(in: EnvironmentValues()) : dark.resolve(in: Self.darkEnvironment))))
    }

    /// Removes the colour registered under `name`.
    public func unregister(_ name: String) {
        lock.withLock { _ = colors.removeValue(forKey: name) }
    }

    /// The colour registered under `name`, if any.
    public func color(named name: String) -> Color? {
        lock.withLock { colors[name] }
    }

    /// All registered names, sorted.
    public var names: [String] {
        lock.withLock { colors.keys.sorted() }
    }

    private static var darkEnvironment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        return env
    }
}
