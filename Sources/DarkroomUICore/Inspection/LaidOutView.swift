import Foundation

/// The result of laying out a view under a proposal: its size, the frame of every identified subview,
/// and a deterministic text dump of the whole tree.
public struct LaidOutView: Sendable, CustomStringConvertible {
    /// The proposal the root was laid out under.
    public let proposal: ProposedViewSize
    /// The root view's size.
    public let size: CGSize
    /// Every placed view, in pre-order (parents before children, siblings in drawing order).
    public let nodes: [LaidOutNode]
    /// Invalid input that was clamped or ignored (SwiftUI logs these), in the order found.
    public let diagnostics: [String]

    /// The identifiers set with `.accessibilityIdentifier(_:)`, in tree order, without duplicates.
    public var identifiers: [String] {
        var seen = Set<String>()
        return nodes.compactMap(\.identifier).filter { seen.insert($0).inserted }
    }

    /// The first view (in tree order) marked with `identifier`.
    public func node(_ identifier: String) throws -> LaidOutNode {
        guard let node = nodes.first(where: { $0.identifier == identifier }) else {
            throw LayoutInspectionError.identifierNotFound(identifier, available: identifiers)
        }
        return node
    }

    /// The frame (root coordinates) of the first view marked with `identifier`.
    public func frame(of identifier: String) throws -> CGRect {
        try node(identifier).frame
    }

    /// The frames of every view marked with `identifier`, in tree order.
    public func frames(of identifier: String) -> [CGRect] {
        nodes.filter { $0.identifier == identifier }.map(\.frame)
    }

    /// A line per view, indented by depth: `name(attributes) [x, y, w×h] #id`; numbers have at most two
    /// decimals, no locale. The first line gives the proposal and the resulting size.
    public func dump() -> String {
        var lines = ["proposal \(DumpFormat.proposal(proposal)) → size \(DumpFormat.size(size))"]
        lines.reserveCapacity(nodes.count + 1)
        for node in nodes {
            lines.append(String(repeating: "  ", count: node.depth) + node.line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public var description: String { dump() }
}
