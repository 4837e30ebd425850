/// A value a view owns: kept by the host for as long as the view's identity exists, and re-rendering
/// the view when it changes.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Tapped \(count) times") { count += 1 }
///     }
/// }
/// ```
///
/// The initial value is used once, when the identity first appears; later values of the view (a parent
/// re-rendering with `State(initialValue:)`) do not reset it. Outside a `ViewHost` (a plain snapshot)
/// the value is the initial one and writes are dropped, as SwiftUI does for a view that is not installed.
/// A write while a body is being evaluated is ignored with the diagnostic "Modifying state during view
/// update, this will cause undefined behavior."
@propertyWrapper
public struct State<Value>: DynamicProperty, _DynamicPropertyStorage {
    private let initialValue: Value
    private var location: StateLocation<Value>?

    /// A state with `value` as its initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// A state with `value` as its initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location?.value ?? initialValue }
        nonmutating set { location?.set(newValue) }
    }

    /// A binding to the state (`$count`).
    public var projectedValue: Binding<Value> {
        guard let location else { return .constant(initialValue) }
        return Binding(location: location)
    }

    mutating func _install(_ context: DynamicPropertyContext) {
        guard let node = context.node, let graph = context.graph else { return }
        let initialValue = self.initialValue
        location = node.slot(context.slot) { StateLocation(value: initialValue, graph: graph, flag: node.invalidation) }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The storage of one `@State` in its host.
final class StateLocation<Value>: AnyStateLocation {
    private(set) var value: Value
    private weak var graph: ViewGraph?
    private let flag: InvalidationFlag

    init(value: Value, graph: ViewGraph, flag: InvalidationFlag) {
        self.value = value
        self.graph = graph
        self.flag = flag
    }

    func set(_ newValue: Value) {
        guard let graph else { return }
        graph.write(flag) { value = newValue }
    }
}

/// A host-owned storage location (what bindings to state refer to).
class AnyStateLocation {}

extension Binding {
    /// A binding to a state location.
    init(location: StateLocation<Value>) {
        self.init(get: { location.value }, set: { value, _ in location.set(value) })
    }
}
