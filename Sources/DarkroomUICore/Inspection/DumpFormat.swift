import Foundation

/// Locale-free, deterministic number formatting for dumps: at most two decimals, trailing zeros trimmed.
package enum DumpFormat {
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if abs(value) >= 1e15 { return "\(Double(value))" }
        let cents = Int64((abs(Double(value)) * 100).rounded())
        if cents == 0 { return "0" }
        let sign = value < 0 ? "-" : ""
        let whole = cents / 100, frac = cents % 100
        if frac == 0 { return "\(sign)\(whole)" }
        if frac % 10 == 0 { return "\(sign)\(whole).\(frac / 10)" }
        return "\(sign)\(whole).\(frac < 10 ? "0" : "")\(frac)"
    }

    static func number(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return number(CGFloat(value))
    }

    static func optional(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return number(value)
    }

    static func rect(_ r: CGRect) -> String {
        "\(number(r.minX)), \(number(r.minY)), \(number(r.width))×\(number(r.height))"
    }

    static func size(_ s: CGSize) -> String {
        "\(number(s.width))×\(number(s.height))"
    }

    static func point(_ p: CGPoint) -> String {
        "(\(number(p.x)), \(number(p.y)))"
    }

    static func proposal(_ p: ProposedViewSize) -> String {
        "\(optional(p.width))×\(optional(p.height))"
    }
}
