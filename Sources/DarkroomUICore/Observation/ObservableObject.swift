/// A class whose changes views observe (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`): it
/// announces every change through `objectWillChange` before it happens. `@Published` properties do so
/// automatically. (There is no Combine on Linux: DarkroomUI provides these names itself.)
///
/// ```swift
/// final class Library: ObservableObject {
///     @Published var books: [Book] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher that emits before the object changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher (one per object, made on first use).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}
