/// A two-way connection to a value owned elsewhere (`@State`, an observable model, …).
///
/// ```swift
/// struct Row: View {
///     @Binding var isOn: Bool
///     var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void
    /// The transaction writes through this binding use (animations are not drawn at rest).
    public var transaction: Transaction

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
        transaction = Transaction()
    }

    /// A binding that reads with `get` and writes with `set`, which also receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
        transaction = Transaction()
    }

    /// A binding created from another binding (`@Binding var x: T` initialised with `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    /// The binding itself (`$value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.setValue(value, transaction)
            })
    }

    /// The same binding with `transaction` attached to its writes.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The same binding; animations are not drawn in a snapshot (the final state is).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

extension Binding {
    /// Unwraps a binding to an optional: `nil` when `base` currently holds `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(
            get: { base.wrappedValue ?? value },
            set: { newValue, transaction in
                base.transaction(transaction).wrappedValue = newValue
            })
    }

    /// A binding to an optional value, made from a binding to a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { newValue, transaction in
                if let newValue { base.transaction(transaction).wrappedValue = newValue }
            })
    }

    /// A type-erased binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { newValue, transaction in
                if let value = newValue.base as? V { base.transaction(transaction).wrappedValue = value }
            })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// A binding to the element at `position` (`ForEach($items) { $item in … }`).
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { newValue, transaction in
                var value = self.wrappedValue
                value[position] = newValue
                self.setValue(value, transaction)
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
