/// A view's identity, as SwiftUI defines it: its structural position (the path of view types and positions
/// from the root, with the branch of each `if`/`else` or `switch`), its `ForEach` id, and its `.id(_:)`.
///
/// Two identities are equal when they name the same living view: state is kept for as long as the
/// identity exists. The description is the path, for error messages: `JokeView/VStack/TupleView[1]/Button`.
package struct ViewIdentity: Hashable, CustomStringConvertible {
    let node: ViewGraphNode

    package static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool { lhs.node === rhs.node }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(node)) }

    package var description: String { node.path }

    /// The view's type name (without generic arguments), e.g. `Button`.
    package var typeName: String { node.typeName }
}

/// One step of an identity path.
enum IdentityComponent: Hashable {
    /// The host's root view.
    case root
    /// The n-th view resolved inside its parent (a `TupleView` element, a modifier's content, …).
    case position(Int)
    /// The branch of an `if`/`else` or `switch`.
    case branch(Bool)
    /// A `ForEach` element's id.
    case element(AnyHashable)
    /// An explicit identity from `.id(_:)`.
    case explicit(AnyHashable)
}
