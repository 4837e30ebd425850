import Foundation

/// A view's spacing preferences on each edge; stacks ask two neighbours for the distance between them.
///
/// Ordinary views prefer the default distance (8 points); a `Spacer` prefers 0 along its stack's axis,
/// and a preference of 0 on either side wins.
public struct ViewSpacing: Equatable, Sendable {
    /// Per edge (top, leading, bottom, trailing): `true` when the edge wants no spacing.
    var zeroEdges: Edge.Set

    /// The default spacing on every edge.
    public init() { zeroEdges = [] }

    init(zeroEdges: Edge.Set) { self.zeroEdges = zeroEdges }

    /// A spacing that asks for zero distance on every edge.
    public static let zero = ViewSpacing(zeroEdges: .all)

    /// The default distance between two ordinary views (iOS/macOS).
    static let defaultDistance: CGFloat = 8

    /// Merges `other`'s preferences into this one on `edges`; the larger preference wins.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            let mine = zeroEdges.contains(Edge.Set(edge))
            let theirs = other.zeroEdges.contains(Edge.Set(edge))
            if mine && !theirs { zeroEdges.remove(Edge.Set(edge)) }
        }
    }

    /// The union of this spacing and `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine: Edge = axis == .horizontal ? .trailing : .bottom
        let theirs: Edge = axis == .horizontal ? .leading : .top
        if zeroEdges.contains(Edge.Set(mine)) || next.zeroEdges.contains(Edge.Set(theirs)) { return 0 }
        return Self.defaultDistance
    }
}
