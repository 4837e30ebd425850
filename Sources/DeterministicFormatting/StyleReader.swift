/// Reads a Foundation format style's configuration (its stored properties: `collection.precision`,
/// `symbols.month` …) by reflection, unwrapping optionals, so the tables can follow what the style asks for.
enum StyleReader {
    /// The value at `path` (stored-property labels, or an enum case name to step into its payload), or nil.
    static func value(_ root: Any, _ path: String...) -> Any? {
        var current: Any = root
        for label in path {
            guard let unwrapped = unwrap(current) else { return nil }
            let mirror = Mirror(reflecting: unwrapped)
            guard let child = mirror.children.first(where: { $0.label == label }) else { return nil }
            current = child.value
        }
        return unwrap(current)
    }

    /// `value` without `Optional` layers; nil for `.none`.
    static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let first = mirror.children.first else { return nil }
        return unwrap(first.value)
    }

    /// The case name of an enum value (payload cases by their label, payload-free cases by their description).
    static func caseName(_ value: Any?) -> String? {
        guard let value = value.flatMap(unwrap) else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return String(describing: value)
    }

    /// The payload of an enum case as labelled values (`significantDigits(min:max:)` → ["min": 2, "max": 4]).
    static func payload(_ value: Any?) -> [String: Any] {
        guard let value = value.flatMap(unwrap) else { return [:] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return [:] }
        var result: [String: Any] = [:]
        for child in Mirror(reflecting: payload).children {
            if let label = child.label, let v = unwrap(child.value) { result[label] = v }
        }
        return result
    }
}
