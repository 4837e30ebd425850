/// The subviews of a layout container, in order.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let storage: [LayoutSubview]
    /// The container's layout direction.
    var direction: LayoutDirection = .leftToRight
    public let startIndex: Int
    public let endIndex: Int

    init(_ nodes: [LayoutNode]) {
        storage = nodes.map(LayoutSubview.init(node:))
        startIndex = 0
        endIndex = storage.count
    }

    private init(storage: [LayoutSubview], range: Range<Int>) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        var slice = LayoutSubviews(storage: storage, range: bounds)
        slice.direction = direction
        return slice
    }

    /// The layout direction inherited by the container. Layouts need not act on it: SwiftUI (and DarkroomUI)
    /// flips the x position of each subview within the container when the direction is right to left.
    public var layoutDirection: LayoutDirection { direction }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}
