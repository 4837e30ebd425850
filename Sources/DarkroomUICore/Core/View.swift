/// A piece of user interface: a value whose `body` describes it in terms of other views.
///
/// Primitive views (stacks, shapes, colours, …) have `Body == Never` and are laid out by DarkroomUI directly.
///
/// As in SwiftUI, views are isolated to the main actor (`body` may call main-actor models), while the built-in
/// views, their initialisers, the modifier methods, shapes and styles are `nonisolated`: code off the main actor can
/// build views (`nonisolated func row() -> some View { Text("a").padding() }`) and hand them to the main actor to
/// draw. Layout and rasterization of the resolved views do not need the main actor.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }

    /// Resolution entry point (implementation detail, like SwiftUI's `_makeView`; do not implement).
    static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs)
}

extension View {
    /// Composite views resolve their body; primitive views found by a dynamic check resolve themselves.
    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendDynamically(view, environment: environment, into: &outputs)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}
