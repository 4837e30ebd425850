/// A type-erased list of data representing the screens pushed on a `NavigationStack`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of the elements of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of pushed screens.
    public var count: Int { elements.count }
    /// Whether no screen is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` screens (clamped to the path's length).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
