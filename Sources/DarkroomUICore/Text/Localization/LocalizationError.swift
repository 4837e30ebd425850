/// A strings table Darkroom cannot read: the file and what is wrong with it.
public struct LocalizationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The table's path.
    public var file: String
    /// What is wrong, e.g. `key "title", language "de": "stringUnit" has no string "value"`.
    public var problem: String

    public var description: String {
        "\(file): \(problem); fix the file (Xcode's String Catalog editor writes valid ones) or remove it from the target's resources"
    }
}
