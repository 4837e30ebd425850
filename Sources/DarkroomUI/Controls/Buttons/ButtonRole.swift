/// The purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes user data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
