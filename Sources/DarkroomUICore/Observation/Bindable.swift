import Observation

/// Bindings to the mutable properties of an `@Observable` object: `$model.name`.
///
/// ```swift
/// struct BookEditor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable wrapper itself (`$book`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject & Observable {
    /// Bindings to `wrappedValue`'s properties (`@Bindable var book = book` inside `body`).
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object of another `Bindable`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}
