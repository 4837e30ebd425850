/// The kind of an action added with `accessibilityAction(_:_:)`: the default activation, escape, magic tap, or a
/// named custom action.
public struct AccessibilityActionKind: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
        case named(Text)
    }
    package let kind: Kind

    /// The default action (a double tap with VoiceOver).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// The escape action (a two-finger Z gesture).
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// The delete action.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// The action that shows a menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    /// A custom action named `name`.
    public init(named name: Text) { kind = .named(name) }

    init(kind: Kind) { self.kind = kind }
}
