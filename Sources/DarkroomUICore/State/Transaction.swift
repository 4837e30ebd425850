/// The context of a state change: carries the animation SwiftUI would run. Darkroom draws the final state.
public struct Transaction {
    /// The animation of the change (not drawn at rest; kept so code that reads it compiles and behaves).
    public var animation: Animation?
    /// Whether animations of child views are disabled for this change.
    public var disablesAnimations: Bool = false
    /// Custom values, by `TransactionKey`.
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty transaction.
    public init() {}

    /// A transaction carrying `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Reads or writes the custom value for `key` (its `defaultValue` until set).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
