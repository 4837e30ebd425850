/// Lists as iOS writes them in en_US: "A and B", "A, B, and C" (`.or`: "A, B, or C"; `.short` width:
/// "A, B, & C"; `.narrow`: "A, B, C").
enum EnUSListFormat {
    static func format(_ items: [String], type: String, width: String) -> String? {
        let conjunction: String
        switch (type, width) {
        case ("and", "standard"): conjunction = "and"
        case ("and", "short"): conjunction = "&"
        case ("and", "narrow"): conjunction = ""
        case ("or", _): conjunction = "or"
        default: return nil
        }
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return conjunction.isEmpty ? items[0] + ", " + items[1] : items[0] + " " + conjunction + " " + items[1]
        default:
            let head = items.dropLast().joined(separator: ", ")
            return conjunction.isEmpty ? head + ", " + items[items.count - 1] : head + ", " + conjunction + " " + items[items.count - 1]
        }
    }
}
