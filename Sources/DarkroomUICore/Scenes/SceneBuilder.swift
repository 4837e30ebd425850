/// Builds an app's scenes from the statements of `body` (SwiftUI's `SceneBuilder`).
@MainActor @preconcurrency @resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, the first window group of which an iPhone shows.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// A scene used only when a condition holds (`if`); an absent one shows nothing.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    /// An expression as a scene.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// A scene under `#available` or `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes written one after another in `body`.
public struct _TupleScene<each Content: Scene>: Scene, _PrimitiveScene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { fatalError("_TupleScene has no body") }

    package var _primaryView: AnyView? {
        var first: AnyView?
        for scene in repeat each content {
            if first == nil { first = scene.primaryView }
        }
        return first
    }
}

/// A scene written under an `if` in `body`.
public struct _OptionalScene<Content: Scene>: Scene, _PrimitiveScene {
    let content: Content?

    public var body: Never { fatalError("_OptionalScene has no body") }

    package var _primaryView: AnyView? { content?.primaryView }
}
