/// The shape of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
public enum CornerStyle: Sendable, Equatable {
    /// Quarter circles (quarter ellipses for unequal corner sizes).
    case circular
    /// Apple's smooth "continuous" corner: three cubic segments reaching about 1.528665 × the radius along
    /// each edge; it blends toward the circular corner when the rectangle is too small for the extension.
    case continuous
}
