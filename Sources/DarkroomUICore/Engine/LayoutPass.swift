import Foundation

/// One layout of a view: resolve into nodes, size the root for the proposal, place it at the origin.
///
/// Must be created, used and released inside `LargeStack.run`, since the node tree can be deep.
@MainActor
package final class LayoutPass {
    let context: ResolveContext
    let root: LayoutNode
    let proposal: ProposedViewSize
    let size: CGSize

    init<V: View>(
        _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
        context: ResolveContext = ResolveContext()
    ) {
        self.context = context
        self.proposal = proposal.sanitized
        let nodes = Resolver.singleViewNodes(for: view, environment: environment, context: context)
        root = Resolver.single(nodes, combinedWith: VStackLayout())
        size = root.sizeThatFits(self.proposal)
        root.place(in: CGRect(origin: .zero, size: size), proposal: self.proposal)
    }

    /// The drawing operations with frames snapped for `scale`.
    func displayList(scale: CGFloat) -> DisplayList {
        var builder = DisplayListBuilder(scale: scale)
        root.draw(into: &builder)
        return DisplayList(size: size, scale: scale, items: builder.items)
    }

    /// A flat, pre-order record of every placed node.
    func inspection() -> LaidOutView {
        var records: [LaidOutNode] = []
        var stack: [(node: LayoutNode, depth: Int, parent: Int?)] = [(root, 0, nil)]
        while let (node, depth, parent) = stack.popLast() {
            let index = records.count
            records.append(
                LaidOutNode(
                    name: node.debugName, attributes: node.debugAttributes, frame: node.frame,
                    identifier: node.identifier, depth: depth, parent: parent))
            for child in node.children.reversed() where child.isPlaced {
                stack.append((child, depth + 1, index))
            }
        }
        return LaidOutView(proposal: proposal, size: size, nodes: records, diagnostics: context.diagnostics)
    }
}
