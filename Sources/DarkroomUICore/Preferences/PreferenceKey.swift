/// A named value a view hands up to its ancestors (`.preference(key:value:)`), read with
/// `onPreferenceChange(_:perform:)`, `overlayPreferenceValue(_:_:)` or `backgroundPreferenceValue(_:_:)`.
/// Siblings' values are combined with `reduce(value:nextValue:)` in view-tree order.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view below sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for optional values.
    public static var defaultValue: Value { nil }
}
