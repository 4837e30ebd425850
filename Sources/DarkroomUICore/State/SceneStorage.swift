import Foundation

/// A value kept per scene and restored with it (SwiftUI's `@SceneStorage`). A snapshot is taken in a new scene, so
/// the property starts from its default value, and changes made while the view is hosted (in `onAppear`, by a test's
/// tap) are kept as `@State` keeps them; nothing is written to disk and `key` only names the value.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @State private var value: Value
    /// The name the value is saved under in the scene.
    public let key: String

    /// A scene-stored value named `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) {
        _value = State(initialValue: wrappedValue)
        self.key = key
    }

    /// An optional scene-stored value named `key`, starting at nil.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        _value = State(initialValue: nil)
        self.key = key
    }

    /// The value.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { $value }
}
