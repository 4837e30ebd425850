import Foundation

/// A value kept in the app's settings under `key`. In DarkroomUI it lives in an in-memory store that
/// belongs to the `ViewHost` (never the real user defaults): a test seeds it with
/// `host.appStorage["key"] = value`. Outside a host the default value is read and writes are dropped.
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, _DynamicPropertyStorage {
    private let key: String
    private let defaultValue: Value
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any
    private var location: AppStorageLocation?

    private init(key: String, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any) {
        self.key = key
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    /// The stored value (the default when the store has none).
    public var wrappedValue: Value {
        get { location?.store.values[key].flatMap(decode) ?? defaultValue }
        nonmutating set { location?.set(encode(newValue), forKey: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    mutating func _install(_ context: DynamicPropertyContext) {
        guard let node = context.node, let graph = context.graph else { return }
        let store = graph.appStorage
        let location = node.slot(context.slot) { AppStorageLocation(store: store, graph: graph) }
        store.addReader(node.invalidation, forKey: key)
        self.location = location
    }
}

extension AppStorage {
    /// Stores a `Bool`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// Stores an `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Int }, encode: { $0 })
    }

    /// Stores a `Double`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Double }, encode: { $0 })
    }

    /// Stores a `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? String }, encode: { $0 })
    }

    /// Stores a `URL`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? URL }, encode: { $0 })
    }

    /// Stores `Data`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    /// Stores a raw-representable value (an enum) by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) ?? ($0 as? Value) }, encode: { $0.rawValue })
    }

    /// Stores a raw-representable value (an enum) by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) ?? ($0 as? Value) }, encode: { $0.rawValue })
    }
}

/// Optional values: `@AppStorage("lastVersion") var lastVersion: String?` starts as `nil`; setting `nil` clears it.
extension AppStorage where Value: ExpressibleByNilLiteral {
    private init<Wrapped>(optionalKey key: String, _: Wrapped.Type) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, decode: { $0 as? Wrapped }, encode: { $0.map { $0 as Any } ?? NSNull() })
    }

    /// An optional Boolean under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optionalKey: key, Bool.self) }
    /// An optional integer under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optionalKey: key, Int.self) }
    /// An optional double under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(optionalKey: key, Double.self) }
    /// An optional string under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optionalKey: key, String.self) }
    /// An optional URL under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(optionalKey: key, URL.self) }
    /// Optional data under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optionalKey: key, Data.self) }
}

/// A host's `@AppStorage` store as one `AppStorage` property sees it.
final class AppStorageLocation {
    let store: AppStorageStore
    private weak var graph: ViewGraph?

    init(store: AppStorageStore, graph: ViewGraph) {
        self.store = store
        self.graph = graph
    }

    func set(_ value: Any, forKey key: String) {
        guard let graph else { return }
        graph.write(store.readerFlag(forKey: key)) { store.values[key] = value }
        store.invalidateReaders(forKey: key, graph: graph)
    }
}
