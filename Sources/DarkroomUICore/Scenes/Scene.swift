/// A part of an app's interface (SwiftUI's `Scene`): a `WindowGroup` and the scene modifiers around it. On
/// iOS a scene is the window an app shows; Darkroom draws no windows, but a scene knows its root view, which
/// the Darkroom strategies on `App` and `Scene` snapshot on a device's screen.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene this one is made of (`Never` for `WindowGroup`).
    associatedtype Body: Scene
    /// The scene this one is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene that knows its root view itself instead of through `body` (`WindowGroup`, scene modifiers).
@MainActor
package protocol _PrimitiveScene {
    /// The view the scene's first window shows, or nil when it shows none.
    var _primaryView: AnyView? { get }
}

extension Scene {
    /// The view this scene's first window shows on an iPhone: the first `WindowGroup`'s content, with the
    /// scene modifiers around it applied; nil for a scene without a window group.
    package var primaryView: AnyView? {
        if let primitive = self as? any _PrimitiveScene { return primitive._primaryView }
        if Body.self == Never.self { return nil }
        return body.primaryView
    }
}
