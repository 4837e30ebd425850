/// A stored property of a view that the framework updates before `body` runs (`@State`, `@Binding`,
/// `@Environment`, … and your own property wrappers made of them).
///
/// ```swift
/// @propertyWrapper struct Counter: DynamicProperty {
///     @State private var count = 0
///     var wrappedValue: Int { count }
///     func update() { }
/// }
/// ```
///
/// The properties a custom wrapper contains are bound to the view's storage first, then `update()` is called.
public protocol DynamicProperty {
    /// Updates the property before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
