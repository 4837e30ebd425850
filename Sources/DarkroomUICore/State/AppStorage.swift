import Foundation

/// A value kept in `UserDefaults` under `key`, as in SwiftUI: the `store` given, else the environment's
/// `defaultAppStorage` (`UserDefaults.standard` unless a view sets `.defaultAppStorage(_:)`). A test seeds it as
/// an iOS test does, `UserDefaults.standard.set(true, forKey: "onboarded")`; a view that writes it re-renders
/// the views that read the key.
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// @AppStorage("theme", store: UserDefaults(suiteName: "group.com.example")) private var theme = Theme.system
/// ```
///
/// Supported values, as in SwiftUI: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, enums with `String` or
/// `Int` raw values, and optionals of the first six (setting `nil` removes the key). URLs are stored as their
/// absolute string (Foundation on Linux cannot store a URL that is not a file URL).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, _DynamicPropertyStorage {
    private let key: String
    private let defaultValue: Value
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any?
    private let store: UserDefaults?
    /// The defaults read: `store`, else the environment's `defaultAppStorage` once installed.
    private var defaults: UserDefaults?
    private var location: AppStorageLocation?

    private init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.decode = decode
        self.encode = encode
    }

    private var resolvedDefaults: UserDefaults { defaults ?? store ?? .standard }

    /// The stored value (the default when the store has none, or one of another type).
    public var wrappedValue: Value {
        get { resolvedDefaults.object(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set {
            let defaults = resolvedDefaults, key = self.key, value = encode(newValue)
            let write = {
                if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
            }
            if let location { location.write(forKey: key, in: defaults, write) } else { write() }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    mutating func _install(_ context: DynamicPropertyContext) {
        let defaults = store ?? context.environment.defaultAppStorage
        self.defaults = defaults
        guard let node = context.node, let graph = context.graph else { return }
        let store = graph.appStorage
        let location = node.slot(context.slot) { AppStorageLocation(store: store, graph: graph) }
        store.addReader(node.invalidation, forKey: key)
        store.noteRead(forKey: key, in: defaults)
        self.location = location
    }
}

extension AppStorage {
    /// Stores a `Bool`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.bool, encode: { $0 })
    }

    /// Stores an `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.int, encode: { $0 })
    }

    /// Stores a `Double`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.double, encode: { $0 })
    }

    /// Stores a `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
    }

    /// Stores a `URL` (as its absolute string).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.url, encode: { $0.absoluteString })
    }

    /// Stores `Data`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
    }

    /// Stores a raw-representable value (an enum) by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// Stores a raw-representable value (an enum) by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { AppStorageCoding.int($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

/// Optional values: `@AppStorage("lastVersion") var lastVersion: String?` starts as `nil`; setting `nil` removes it.
extension AppStorage where Value: ExpressibleByNilLiteral {
    private init<Wrapped>(optionalKey key: String, store: UserDefaults?, decode: @escaping (Any) -> Wrapped?, encode: @escaping (Wrapped) -> Any) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, decode: { decode($0).map { .some($0) } }, encode: { $0.map(encode) })
    }

    /// An optional Boolean under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optionalKey: key, store: store, decode: AppStorageCoding.bool, encode: { $0 }) }
    /// An optional integer under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optionalKey: key, store: store, decode: AppStorageCoding.int, encode: { $0 }) }
    /// An optional double under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(optionalKey: key, store: store, decode: AppStorageCoding.double, encode: { $0 }) }
    /// An optional string under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optionalKey: key, store: store, decode: { $0 as? String }, encode: { $0 }) }
    /// An optional URL under `key` (stored as its absolute string).
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optionalKey: key, store: store, decode: AppStorageCoding.url, encode: { $0.absoluteString })
    }
    /// Optional data under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optionalKey: key, store: store, decode: { $0 as? Data }, encode: { $0 }) }
    /// An optional enum stored by its `String` raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(optionalKey: key, store: store, decode: { ($0 as? String).flatMap(R.init(rawValue:)) }, encode: { $0.rawValue })
    }
    /// An optional enum stored by its `Int` raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(optionalKey: key, store: store, decode: { AppStorageCoding.int($0).flatMap(R.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

/// Reading property-list values as `UserDefaults` returns them (numbers may come back as another numeric type).
enum AppStorageCoding {
    static func bool(_ value: Any) -> Bool? { value as? Bool }
    static func int(_ value: Any) -> Int? { (value as? Int) ?? (value as? Double).flatMap { Int(exactly: $0) } }
    static func double(_ value: Any) -> Double? { (value as? Double) ?? (value as? Int).map(Double.init) }
    static func url(_ value: Any) -> URL? { (value as? URL) ?? (value as? String).flatMap { URL(string: $0) } }
}

/// A host's `@AppStorage` bookkeeping as one `AppStorage` property sees it.
final class AppStorageLocation {
    let store: AppStorageStore
    private weak var graph: ViewGraph?

    init(store: AppStorageStore, graph: ViewGraph) {
        self.store = store
        self.graph = graph
    }

    /// Performs `write` (refused with SwiftUI's diagnostic while a body is evaluated), then re-renders the readers.
    func write(forKey key: String, in defaults: UserDefaults, _ write: () -> Void) {
        guard let graph else { return write() }
        graph.write(store.readerFlag(forKey: key), write)
        store.noteRead(forKey: key, in: defaults)
        store.invalidateReaders(forKey: key, graph: graph)
    }
}
