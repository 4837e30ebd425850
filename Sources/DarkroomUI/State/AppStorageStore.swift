/// The in-memory store behind `@AppStorage` in one host (never the real user defaults): tests seed it
/// through `ViewHost.appStorage`.
final class AppStorageStore {
    var values: [String: Any] = [:]
}
