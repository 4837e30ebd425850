/// Performs an action with each value a publisher emits (what `onReceive(_:perform:)` applies). Inside a host,
/// the host subscribes once the view is laid out and delivers each value as an action (state changes
/// re-render). A plain snapshot hosts a view that receives from a value publisher (`Just`, a `Publishers.Delay`),
/// which delivers on subscription; it subscribes no subject (`PassthroughSubject`), as nothing is sent to one
/// before the picture.
nonisolated struct _ReceiveModifier<P: Publisher>: ViewModifier, _PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        content(environment, &outputs)
        // A value publisher (`Just`, `delay(for:scheduler:)`) delivers when subscribed, as on a screen: a one-shot
        // render hosts the view first so that it is subscribed. A subject delivers only what is sent to it, and
        // nothing is sent before a one-shot picture.
        if !(P.self is AnyClass) { outputs.context.observesPreferences = true }
        if let session = outputs.context.session, session.isUpdate {
            let publisher = self.publisher, action = self.action
            session.receivers.append(
                ReceiverRegistration(
                    node: session.cursor.node,
                    publisher: P.self is AnyClass ? publisher as AnyObject : nil,
                    action: { value in if let value = value as? P.Output { action(value) } },
                    subscribe: { receive in publisher._subscribe { value in receive(value) } }))
        }
    }
}

/// One `onReceive` met in an update pass: where it is, its action, and how to subscribe to its publisher.
struct ReceiverRegistration {
    let node: ViewGraphNode
    /// The publisher, when it is an object (a re-render with the same subject keeps the subscription).
    let publisher: AnyObject?
    /// The action of the latest pass (a value of another type is ignored).
    let action: @MainActor (Any) -> Void
    let subscribe: @MainActor (_ receive: @escaping @MainActor (Any) -> Void) -> AnyCancellable
}

extension View {
    /// Performs `action` with each value `publisher` emits (delivered as a user action: state changes
    /// re-render before the next value).
    public nonisolated func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
