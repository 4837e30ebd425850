/// A key for a value a view hands to its parent layout with `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of subviews that don't set one.
    static var defaultValue: Value { get }
}
