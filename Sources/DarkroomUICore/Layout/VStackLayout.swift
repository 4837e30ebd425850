import Foundation

/// A vertical stack as a `Layout`: what `VStack` uses, usable with `AnyLayout`.
public struct VStackLayout: Layout, _DumpDescribingLayout {
    /// Horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// Distance between children, or `nil` for the default spacing.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.run(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, size: bounds.size, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, size: bounds.size, proposal: proposal, subviews: subviews)
    }

    var _dumpName: String { "VStack" }
    var _dumpAttributes: [String] { ["alignment: \(alignment.key.name)", "spacing: \(DumpFormat.optional(spacing))"] }
}
