/// A heading's level for `accessibilityHeading(_:)`. It draws nothing.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading without a level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}
