/// Reads a value that the focused view or its scene publishes (`@FocusedValue(\.selectedNote) var note`).
///
/// A snapshot draws its views in no key window and with no view focused (as `FocusState` does), so nothing is
/// published and the value is `nil`, as in SwiftUI before anything takes focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>

    /// Reads the value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The published value, or `nil`.
    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

extension View {
    /// Publishes `value` at `keyPath` while this view has focus (a snapshot focuses no view: it draws unchanged).
    public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Publishes `value` at `keyPath`, or removes it when `nil`, while this view has focus.
    public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `value` at `keyPath` while this view's scene has focus (a snapshot's has none: it draws unchanged).
    public nonisolated func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
}
