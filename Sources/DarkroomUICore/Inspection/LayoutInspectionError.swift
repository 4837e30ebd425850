/// Errors from inspecting a laid-out view.
public enum LayoutInspectionError: Error, Equatable, CustomStringConvertible {
    /// No view carries `identifier`; `available` lists the identifiers that exist, in tree order.
    case identifierNotFound(String, available: [String])

    public var description: String {
        switch self {
        case .identifierNotFound(let id, let available):
            let list = available.isEmpty ? "none (mark views with .accessibilityIdentifier(_:))" : available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "No view with accessibilityIdentifier \"\(id)\". Identifiers in this layout: \(list)."
        }
    }
}
