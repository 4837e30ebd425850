/// A scene whose root view is changed as a scene modifier changes it (`.environment`, `.environmentObject`).
public struct _ModifiedScene<Content: Scene>: Scene, _PrimitiveScene {
    let content: Content
    let transform: @MainActor (AnyView) -> AnyView

    public var body: Never { fatalError("_ModifiedScene has no body") }

    package var _primaryView: AnyView? { content.primaryView.map(transform) }
}

extension Scene {
    /// Sets an environment value for every view in the scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return _ModifiedScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts an observable object in the environment of every view in the scene's windows.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environmentObject(object)) }
    }

    /// Puts an `@Observable` object in the environment of every view in the scene's windows, read with
    /// `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(object)) }
    }
}
