import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// The node that answers explicit guides (nil: only default guides).
    let node: LayoutNode?
    let proposal: ProposedViewSize

    init(size: CGSize, node: LayoutNode?, proposal: ProposedViewSize) {
        self.size = size
        self.node = node
        self.proposal = proposal
    }

    /// The value of a horizontal guide: the explicit value if the view sets one, else the default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// The value of a vertical guide: the explicit value if the view sets one, else the default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// The explicit value of a horizontal guide, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        node?.explicitAlignment(guide.key, size: size, proposal: proposal)
    }

    /// The explicit value of a vertical guide, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        node?.explicitAlignment(guide.key, size: size, proposal: proposal)
    }

    /// The value of any guide key.
    subscript(key key: AlignmentKey) -> CGFloat {
        node?.explicitAlignment(key, size: size, proposal: proposal) ?? key.id.defaultValue(in: self)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.node === rhs.node && lhs.proposal == rhs.proposal
    }
}
