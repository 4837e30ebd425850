/// Reads a value from the view's environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, _DynamicPropertyStorage {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value (the default environment's value outside of resolution).
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    mutating func _install(_ context: DynamicPropertyContext) {
        box.values = context.environment
    }

    static var _readsEnvironment: Bool { true }
}

/// Holds the environment installed into an `Environment` property before `body` runs.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
