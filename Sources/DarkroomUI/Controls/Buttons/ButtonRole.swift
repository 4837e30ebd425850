/// The purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes user data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// Confirms an operation (iOS 26): drawn as a plain button except where iOS gives it a prominent look
    /// (nowhere at rest in Darkroom's system UI yet).
    public static let confirm = ButtonRole(name: "confirm")
    /// Closes the current context (iOS 26): drawn as a plain button.
    public static let close = ButtonRole(name: "close")
}
