/// An observable object provided by an ancestor with `.environmentObject(_:)`, observed like
/// `@ObservedObject`.
///
/// ```swift
/// struct BookList: View {
///     @EnvironmentObject var library: Library
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// When no ancestor provides the object, SwiftUI stops with a fatal error; DarkroomUI does not draw the
/// view and reports `ViewHostError.missingEnvironmentObject` naming the type and the property.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, _DynamicPropertyStorage {
    private var object: ObjectType?

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$library.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }

    mutating func _install(_ context: DynamicPropertyContext) {
        object = context.environment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        guard let object else {
            context.report?.missing.append((type: String(describing: ObjectType.self), property: context.propertyName))
            return
        }
        ObjectObservation.observe(object, context: context)
    }

    static var _readsEnvironment: Bool { true }
}

struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// Objects provided with `.environmentObject(_:)` and `.environment(_:)`, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Provides `object` to the `@EnvironmentObject` properties of this view's descendants.
    public nonisolated func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
    }
}
