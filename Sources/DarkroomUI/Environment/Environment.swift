/// Reads a value from the view's environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: _EnvironmentReading {
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

    func _install(_ environment: EnvironmentValues) {
        box.values = environment
    }
}

/// Holds the environment installed into an `Environment` property before `body` runs.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
