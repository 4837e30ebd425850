/// Whether a piece of system chrome (a separator, a bar, an indicator) is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides (shown, in a snapshot at rest).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
