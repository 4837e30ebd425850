import Foundation

/// A type that identifies an alignment guide and gives its default value.
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
