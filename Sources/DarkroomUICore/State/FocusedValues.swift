/// A key for a value that views publish to the focused scene (`focusedValue(_:_:)`, `focusedSceneValue(_:_:)`)
/// and others read with `@FocusedValue`; `@Entry` in `extension FocusedValues` declares one.
public protocol FocusedValueKey {
    /// The type of the value (read as an optional: nothing may publish it).
    associatedtype Value
}

/// The values published by the focused view and its scene, by `FocusedValueKey`.
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value published for `key`, or `nil`; setting `nil` removes it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } }
        set { storage[ObjectIdentifier(key)] = newValue.map { $0 as Any } }
    }
}
