/// A key for a value a view hands to the container it sits in (`containerValue(_:_:)`); `@Entry` in
/// `extension ContainerValues` declares one.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that has not set one.
    static var defaultValue: Value { get }
}

/// The values a view set for its container, by `ContainerValueKey`; a custom layout reads them as
/// `subview.containerValues`.
public struct ContainerValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No values set.
    public init() {}

    /// Reads or writes the value for `key` (its `defaultValue` until set).
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            guard let stored = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            return (stored as? Key.Value) ?? Key.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The container values stored on `node` (by `containerValue(_:_:)`).
    package static func of(_ node: LayoutNode) -> ContainerValues {
        node.traits.layoutValues[ObjectIdentifier(TraitKey.self)] as? ContainerValues ?? ContainerValues()
    }

    /// Sets the value at `keyPath` on `node`, keeping the others it holds.
    package static func set<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V, on node: LayoutNode) {
        var values = of(node)
        values[keyPath: keyPath] = value
        node.traits.layoutValues[ObjectIdentifier(TraitKey.self)] = values
    }

    private struct TraitKey: LayoutValueKey {
        static var defaultValue: ContainerValues { ContainerValues() }
    }
}

extension View {
    /// Sets the container value at `keyPath` to `value` for the container this view sits in.
    public nonisolated func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(TraitModifier { ContainerValues.set(keyPath, value, on: $0) })
    }
}

extension LayoutSubview {
    /// The values the subview set for its container with `containerValue(_:_:)`.
    public var containerValues: ContainerValues { ContainerValues.of(node) }
}
