import Foundation

/// A proxy for one subview of a layout container: measure it, read its traits, place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode

    init(node: LayoutNode) {
        self.node = node
    }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal.sanitized)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal.sanitized)
    }

    /// Places the subview so that `anchor` of it lies at `position` (in the container's parent space, as the
    /// bounds given to `placeSubviews`), proposing `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let p = CGPoint(x: position.x.isNaN ? 0 : position.x, y: position.y.isNaN ? 0 : position.y)
        node.place(at: p, anchor: anchor, proposal: proposal.sanitized)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.viewSpacing() }

    /// The subview's layout priority (0 unless set with `.layoutPriority(_:)`).
    public var priority: Double { node.traits.priority }

    /// The value the subview set for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// The priority stacks sort by (Spacers sit at -∞ unless given a priority).
    var stackPriority: Double { node.traits.stackPriority }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
