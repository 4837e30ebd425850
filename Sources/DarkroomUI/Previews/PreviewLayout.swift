import Foundation

/// How a preview is sized.
public enum PreviewLayout: Sendable, Equatable {
    /// Centred on the preview device's screen (the default).
    case device
    /// Centred in a container of the given size, in points.
    case fixed(width: CGFloat, height: CGFloat)
    /// As large as the view's ideal size.
    case sizeThatFits
}
