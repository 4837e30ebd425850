import Foundation

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the user is searching in the enclosing `searchable` view's field. A screen at rest has not been
    /// searched (the field is not focused), so it is false, as on an iPhone before the field is tapped.
    public var isSearching: Bool { self[IsSearchingKey.self] }
}
