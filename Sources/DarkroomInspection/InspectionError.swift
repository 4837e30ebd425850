import Foundation

/// Why an inspection call failed; its description says what exists instead.
public enum InspectionError: Swift.Error, CustomStringConvertible, Equatable {
    /// The view at `path` is a `factual`, not the `expected` kind.
    case typeMismatch(factual: String, expected: String, path: String)
    /// `index` is out of range: the view has `count` children.
    case viewIndexOutOfBounds(index: Int, count: Int, path: String)
    /// The slot holds no view (an `if` whose condition is false).
    case viewNotFound(parent: String, path: String)
    /// The view has no such modifier; `existing` lists the ones it has.
    case modifierNotFound(parent: String, modifier: String, existing: [String], path: String)
    /// A search found nothing; `candidates` are the nearest things it did find.
    case searchFailure(what: String, candidates: [String], path: String)
    /// A control cannot be operated (disabled, …).
    case unresponsiveControl(name: String, reason: String, path: String)
    /// The view has no such callback.
    case callbackNotFound(parent: String, callback: String, path: String)
    /// Inspection cannot do this.
    case notSupported(String)

    public var description: String {
        switch self {
        case .typeMismatch(let factual, let expected, let path):
            return "\(path): expected \(expected), found \(factual)."
        case .viewIndexOutOfBounds(let index, let count, let path):
            return "\(path): index \(index) is out of bounds: the view has \(count) \(count == 1 ? "child" : "children")."
        case .viewNotFound(let parent, let path):
            return "\(path): the view inside \(parent) is absent (an `if` whose condition is false)."
        case .modifierNotFound(let parent, let modifier, let existing, let path):
            let list = existing.isEmpty ? "it has no modifiers" : "it has: " + existing.joined(separator: ", ")
            return "\(path): \(parent) does not have a '\(modifier)' modifier; \(list)."
        case .searchFailure(let what, let candidates, let path):
            let list = candidates.isEmpty ? "nothing similar exists" : "nearest: " + candidates.joined(separator: ", ")
            return "\(path): search did not find \(what); \(list)."
        case .unresponsiveControl(let name, let reason, let path):
            return "\(path): \(name) is unresponsive: \(reason)."
        case .callbackNotFound(let parent, let callback, let path):
            return "\(path): \(parent) does not have '\(callback)'."
        case .notSupported(let message):
            return message
        }
    }
}

extension InspectionError: LocalizedError {
    public var errorDescription: String? { description }
}
