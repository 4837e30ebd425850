import Foundation

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults { .standard }
}

extension EnvironmentValues {
    /// The defaults `@AppStorage` properties without a `store:` read and write (`UserDefaults.standard` unless
    /// `defaultAppStorage(_:)` sets another).
    public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The defaults the `@AppStorage` properties in this view and its descendants use when they name no `store:`.
    /// A test gives each case its own suite so that cases do not see each other's values:
    ///
    /// ```swift
    /// let defaults = UserDefaults(suiteName: #function)!
    /// defaults.removePersistentDomain(forName: #function)
    /// defaults.set(true, forKey: "onboarded")
    /// assertSnapshot(of: ContentView().defaultAppStorage(defaults), as: .image)
    /// ```
    public nonisolated func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
