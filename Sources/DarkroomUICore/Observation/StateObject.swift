/// An observable object a view owns: created once, when the view's identity first appears (the
/// initializer's autoclosure is not called again when the parent re-renders), and observed like
/// `@ObservedObject`.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// Outside a `ViewHost` a new object is made each time it is read, as SwiftUI does for a view that is not
/// installed.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, _DynamicPropertyStorage {
    private let make: () -> ObjectType
    private var object: ObjectType?

    /// A state object made by `thunk` when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType { object ?? make() }

    /// Bindings to the object's properties: `$library.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }

    mutating func _install(_ context: DynamicPropertyContext) {
        guard let node = context.node else { return }
        let make = self.make
        let box = node.slot(context.slot) { StateObjectBox(object: make()) }
        object = box.object
        var observation = context
        observation.slot = context.slot + 1_000_000
        ObjectObservation.observe(box.object, context: observation)
    }
}

/// The storage of one `@StateObject`.
final class StateObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(object: ObjectType) { self.object = object }
}
