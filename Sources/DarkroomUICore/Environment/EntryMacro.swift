/// Declares an environment (or transaction, focused or container) value without a hand-written key:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardStyle: CardStyle = .plain
/// }
/// ```
/// The macro adds the getter and setter and a private key type whose `defaultValue` is the initial value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "DarkroomMacros", type: "EntryMacro")
