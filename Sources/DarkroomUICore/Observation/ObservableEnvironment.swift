import Observation

extension Environment {
    /// Reads an `@Observable` object of type `Value` provided with `.environment(_:)`:
    /// `@Environment(Library.self) private var library`. When no ancestor provides one, the view is not
    /// drawn and the host reports `ViewHostError.missingEnvironmentObject` (SwiftUI stops with a fatal error).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(objectType: objectType, optional: false)
    }

    /// Reads an optional `@Observable` object: `@Environment(Library.self) private var library: Library?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(objectType: objectType, optional: true)
    }
}

extension View {
    /// Provides the `@Observable` `object` to `@Environment(T.self)` properties of this view's descendants.
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(
            EnvironmentWritingModifier { environment in
                environment.environmentObjects[ObjectIdentifier(T.self)] = object
            })
    }
}
