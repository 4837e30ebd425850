/// The in-memory store behind `@AppStorage` in one host (never the real user defaults): tests seed it
/// through `ViewHost.appStorage`.
final class AppStorageStore {
    var values: [String: Any] = [:]
    private var readers: [String: [ObjectIdentifier: InvalidationFlag]] = [:]
    private let anyReader = InvalidationFlag()

    func addReader(_ flag: InvalidationFlag, forKey key: String) {
        readers[key, default: [:]][ObjectIdentifier(flag)] = flag
    }

    /// A flag to invalidate for a write (the first reader's; the others are invalidated after the write).
    func readerFlag(forKey key: String) -> InvalidationFlag {
        readers[key]?.values.first ?? anyReader
    }

    func invalidateReaders(forKey key: String, graph: ViewGraph) {
        for flag in readers[key]?.values ?? [:].values { graph.invalidate(flag) }
    }
}
