/// How an accessibility element made with `accessibilityElement(children:)` treats its children's
/// accessibility information. It draws nothing.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden from assistive technologies; the new element has only what its modifiers give it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay separate elements inside the new container element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's information is merged into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
