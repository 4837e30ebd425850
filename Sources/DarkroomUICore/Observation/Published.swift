/// A property of an `ObservableObject` that announces its changes through the object's
/// `objectWillChange`: `@Published var name = ""`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property with an initial value.
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// A published property with an initial value.
    public init(initialValue value: Value) {
        self.value = value
    }

    /// Only available inside a class (the enclosing-instance subscript is used there).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the value, announcing a write through the object's `objectWillChange` first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object.objectWillChange as? ObservableObjectPublisher)?.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
