/// The subviews of a layout container, in order.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let storage: [LayoutSubview]
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

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: storage, range: bounds) }

    /// The layout direction (always left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}
