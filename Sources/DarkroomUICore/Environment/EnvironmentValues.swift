/// The environment that flows down the view tree during resolution.
///
/// Extend it with computed properties over an `EnvironmentKey`, exactly as in SwiftUI.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The default environment (light colour scheme).
    public init() {}

    /// Reads or writes the value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Look the key up first: `nil as? Optional<T>` succeeds, which would hide a non-nil default.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}
