/// Runs `body` as an animated state change. A snapshot shows the final state, so `body` simply runs.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` as an animated state change, then `completion` (immediately: a snapshot has no time).
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` inside `transaction` (the final state is what a snapshot shows).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` inside a transaction whose value at `keyPath` is `value` (the final state is what a snapshot shows).
@discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as finished (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let kind: Int
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    public static let removed = AnimationCompletionCriteria(kind: 1)
}

extension View {
    /// Animates changes of `value` with `animation`. Animations draw nothing at rest: the view is shown in
    /// its final state, unchanged.
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates all changes (deprecated in SwiftUI). The view is shown in its final state.
    public nonisolated func animation(_ animation: Animation?) -> some View { self }

    /// Changes the transaction of state changes in this view; nothing to draw at rest.
    public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// How the view animates in and out. A snapshot shows it inserted, at rest: unchanged.
    public nonisolated func transition(_ t: AnyTransition) -> some View { self }

    /// How content changes animate (e.g. `.numericText()`); at rest nothing changes.
    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Matches geometry between views with the same id in `namespace`. A source (`isSource: true`, the default)
    /// keeps its own frame; a view with `isSource: false` is laid out at its source's frame — proposed the
    /// source's size (`.size`) and placed with its `anchor` at the source's (`.position`) — as SwiftUI does at rest
    /// (a selection indicator drawn under the selected tab). Without a source it keeps its own frame.
    public nonisolated func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            MatchedGeometryModifier(
                key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                properties: properties, anchor: anchor, isSource: isSource))
    }
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for `matchedGeometryEffect` ids.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}

    /// Every view's namespace is the same in a snapshot (matched geometry has no effect at rest).
    public var wrappedValue: ID { ID(value: 0) }
}

/// How content changes animate (SwiftUI's `ContentTransition`).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}
