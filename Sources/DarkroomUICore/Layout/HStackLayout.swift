import Foundation

/// A horizontal stack as a `Layout`: what `HStack` uses, usable with `AnyLayout`.
public struct HStackLayout: Layout, _DumpDescribingLayout {
    /// Vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// Distance between children, or `nil` for the default spacing.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

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

    var _dumpName: String { "HStack" }
    var _dumpAttributes: [String] { ["alignment: \(alignment.key.name)", "spacing: \(DumpFormat.optional(spacing))"] }
}
