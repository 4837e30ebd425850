@_spi(DarkroomEngine) import DarkroomUICore

/// The drag-indicator visibility a sheet's content asks for with `presentationDragIndicator(_:)`.
struct PresentationDragIndicatorTrait {
    private struct Key: LayoutValueKey {
        static var defaultValue: Visibility? { nil }
    }

    static func of(_ node: LayoutNode) -> Visibility? {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] as? Visibility
    }

    static func set(_ visibility: Visibility, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = visibility
    }

    /// The first visibility set in the sheet's content (outside lists), depth first.
    static func find(in root: LayoutNode) -> Visibility? {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 10_000 {
            visited += 1
            if let visibility = of(node) { return visibility }
            if node is ListNode { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
