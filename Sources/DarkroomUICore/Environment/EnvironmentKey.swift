/// A key for a value stored in `EnvironmentValues`.
public protocol EnvironmentKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value used when nobody has set one.
    static var defaultValue: Value { get }
}
