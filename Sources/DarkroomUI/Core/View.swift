/// A piece of user interface: a value whose `body` describes it in terms of other views.
///
/// Primitive views (stacks, shapes, colours, …) have `Body == Never` and are laid out by DarkroomUI directly.
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}
