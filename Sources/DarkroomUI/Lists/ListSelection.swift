import Foundation

/// What a `List(selection:)` has selected, read from its binding when the list is resolved.
enum ListSelection {
    /// A single selection (`Binding<SelectionValue?>`): the selected value, if any.
    case single(AnyHashable?)
    /// A multiple selection (`Binding<Set<SelectionValue>>`).
    case multiple(Set<AnyHashable>)

    func contains(_ id: AnyHashable) -> Bool {
        switch self {
        case .single(let value): value == id
        case .multiple(let values): values.contains(id)
        }
    }

    var isMultiple: Bool { if case .multiple = self { true } else { false } }
}
