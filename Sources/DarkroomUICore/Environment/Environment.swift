/// Reads a value from the view's environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, _DynamicPropertyStorage {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, typeName: String, optional: Bool)
    }

    private let source: Source
    private let box = EnvironmentBox()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    init(objectType: Any.Type, optional: Bool) {
        source = .object(ObjectIdentifier(objectType), typeName: String(describing: objectType), optional: optional)
    }

    /// The current value (the default environment's value outside of resolution).
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            return (box.values ?? EnvironmentValues())[keyPath: keyPath]
        case .object(let id, let typeName, _):
            let object = box.values?.environmentObjects[id]
            if let value = object as? Value { return value }
            if let none = Optional<AnyObject>.none as? Value { return none }
            fatalError("No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.")
        }
    }

    mutating func _install(_ context: DynamicPropertyContext) {
        box.values = context.environment
        if case .object(let id, let typeName, let optional) = source, !optional, context.environment.environmentObjects[id] == nil {
            context.report?.missing.append((type: typeName, property: context.propertyName))
        }
    }

    static var _readsEnvironment: Bool { true }
}

/// Holds the environment installed into an `Environment` property before `body` runs.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
