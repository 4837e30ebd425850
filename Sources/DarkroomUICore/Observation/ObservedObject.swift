/// An observable object a view is given (not owned): the view re-renders when the object announces a
/// change.
///
/// ```swift
/// struct BookRow: View {
///     @ObservedObject var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, _ObservedReferenceProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$book.title`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// Bindings through the wrapper itself (`$book.title` with `@dynamicMemberLookup` on the property).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    mutating func _install(_ context: DynamicPropertyContext) {
        ObjectObservation.observe(wrappedValue, context: context)
    }

    static var _referenceOffset: Int { 0 }
}

/// Subscribes a view's identity to an observable object's `objectWillChange` (one subscription per slot
/// and object; released with the identity).
enum ObjectObservation {
    final class Slot {
        weak var object: AnyObject?
        var subscription: ObjectWillChangeSubscription?
    }

    static func observe<ObjectType: ObservableObject>(_ object: ObjectType, context: DynamicPropertyContext) {
        guard let node = context.node, let graph = context.graph else { return }
        let slot = node.slot(context.slot) { Slot() }
        if slot.object === object, slot.subscription != nil { return }
        slot.object = object
        guard let publisher = object.objectWillChange as? ObservableObjectPublisher else {
            slot.subscription = nil
            return
        }
        let flag = node.invalidation, needsUpdate = graph.needsUpdate
        slot.subscription = publisher.subscribe {
            flag.set()
            needsUpdate.set()
        }
    }
}
