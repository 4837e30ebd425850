import Foundation

/// Marks a subtree for hit-testing: a tap target (`Button`, `onTapGesture`), a content shape, or a subtree
/// that does not take part (`allowsHitTesting(false)`). Layout and drawing pass through unchanged.
package final class HitTestNode: UnaryNode {
    package enum Kind {
        /// A view with a tap action; the whole frame is hittable when `fillsFrame` (buttons).
        case target(fillsFrame: Bool)
        /// The view's hit area is this shape in its frame, whatever it draws.
        case contentShape(@Sendable (CGRect) -> Path)
        /// The subtree is invisible to hit-testing.
        case excluded
    }

    let kind: Kind

    package init(child: LayoutNode, kind: Kind) {
        self.kind = kind
        super.init(child: child)
    }

    package override var debugName: String { child.debugName }
    package override var debugAttributes: [String] { child.debugAttributes }
}

/// Hit-testing over placed layout nodes: the topmost drawn content under a point.
enum HitTesting {
    /// The chain of nodes from the topmost content under `point` up to `root` (innermost first), or nil.
    static func chain(at point: CGPoint, in root: LayoutNode) -> [LayoutNode]? {
        guard var chain = hit(root, point) else { return nil }
        chain.reverse()
        return chain
    }

    /// Returns the path root → hit node (outermost first).
    private static func hit(_ node: LayoutNode, _ point: CGPoint) -> [LayoutNode]? {
        if let marker = node as? HitTestNode {
            switch marker.kind {
            case .excluded:
                return nil
            case .contentShape(let shape):
                guard node.frame.contains(point), shape(node.frame).contains(point) else { return nil }
                if let inner = hit(marker.child, point) { return [node] + inner }
                return [node]
            case .target(let fillsFrame):
                if let inner = hit(marker.child, point) { return [node] + inner }
                if fillsFrame, node.frame.contains(point) { return [node] }
                return nil
            }
        }
        for child in node.drawingOrder.reversed() where child.isPlaced {
            if let inner = hit(child, point) { return [node] + inner }
        }
        if node.drawsContent, node.frame.contains(point) { return [node] }
        return nil
    }
}
