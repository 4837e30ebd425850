import Foundation

/// The views of one host that read `@AppStorage` keys, so that a write re-renders them. The values themselves live
/// in `UserDefaults` (the `store:` an `AppStorage` names, else the environment's `defaultAppStorage`).
final class AppStorageStore {
    private var readers: [String: [ObjectIdentifier: InvalidationFlag]] = [:]
    private let anyReader = InvalidationFlag()
    /// Per key: the defaults it was last read from and the value read, to notice writes made outside the views
    /// (a test calling `UserDefaults.standard.set(_:forKey:)` between two actions).
    private var lastRead: [String: (defaults: UserDefaults, value: AppStorageValue)] = [:]

    func addReader(_ flag: InvalidationFlag, forKey key: String) {
        readers[key, default: [:]][ObjectIdentifier(flag)] = flag
    }

    /// Remembers what a view read for `key`.
    func noteRead(forKey key: String, in defaults: UserDefaults) {
        lastRead[key] = (defaults, AppStorageValue(defaults.object(forKey: key)))
    }

    /// The defaults a key was last read from (where `ViewHost.appStorage` writes it), `.standard` before any read.
    func defaults(forKey key: String) -> UserDefaults {
        lastRead[key]?.defaults ?? .standard
    }

    /// The keys read so far.
    var readKeys: [String] { Array(lastRead.keys) }

    /// A flag to invalidate for a write (the first reader's; the others are invalidated after the write).
    func readerFlag(forKey key: String) -> InvalidationFlag {
        readers[key]?.values.first ?? anyReader
    }

    func invalidateReaders(forKey key: String, graph: ViewGraph) {
        for flag in readers[key]?.values ?? [:].values { graph.invalidate(flag) }
    }

    /// Invalidates the readers of every key whose stored value changed since it was read; true if any did.
    @discardableResult
    func invalidateChangedKeys(graph: ViewGraph) -> Bool {
        var changed = false
        for (key, read) in lastRead where AppStorageValue(read.defaults.object(forKey: key)) != read.value {
            lastRead[key] = (read.defaults, AppStorageValue(read.defaults.object(forKey: key)))
            invalidateReaders(forKey: key, graph: graph)
            changed = true
        }
        return changed
    }
}

/// A property-list value as `UserDefaults` returns it, compared by content.
struct AppStorageValue: Equatable {
    private let description: String?

    init(_ value: Any?) {
        description = value.map { "\(type(of: $0)):\(String(describing: $0))" }
    }
}
