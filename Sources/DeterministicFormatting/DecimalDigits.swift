import Foundation

/// A finite decimal number as its digits: `value = digits × 10^exponent` (no leading zeros; empty for zero),
/// read from Swift's own shortest round-trip description of a `Double` (not the C library's printf), from an
/// integer, or from a `Decimal`.
struct DecimalDigits: Equatable {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    init(negative: Bool, digits: [UInt8], exponent: Int) {
        var d = digits
        var e = exponent
        while let first = d.first, first == 0 { d.removeFirst() }
        while let last = d.last, last == 0 {
            d.removeLast()
            e += 1
        }
        self.negative = negative
        self.digits = d
        self.exponent = d.isEmpty ? 0 : e
    }

    /// Parses "-12.5", "1e-05", "1.25e+20", "0.0" (and nil for "inf", "nan").
    init?(description text: String) {
        var s = Substring(text)
        var negative = false
        if s.hasPrefix("-") {
            negative = true
            s = s.dropFirst()
        } else if s.hasPrefix("+") {
            s = s.dropFirst()
        }
        var mantissa = s
        var exponent = 0
        if let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(s[s.index(after: e)...]) else { return nil }
            exponent = value
            mantissa = s[..<e]
        }
        var digits: [UInt8] = []
        var fraction = 0
        var seenPoint = false
        for c in mantissa {
            if c == "." {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard let v = c.wholeNumberValue, c.isASCII else { return nil }
            digits.append(UInt8(v))
            if seenPoint { fraction += 1 }
        }
        guard !digits.isEmpty else { return nil }
        self.init(negative: negative, digits: digits, exponent: exponent - fraction)
    }

    init?(_ value: Any) {
        switch value {
        case let v as Double:
            guard v.isFinite else { return nil }
            self.init(description: "\(v)")
        case let v as Float:
            guard v.isFinite else { return nil }
            self.init(description: "\(v)")
        case let v as CGFloat:
            guard v.isFinite else { return nil }
            self.init(description: "\(Double(v))")
        case let v as Decimal:
            guard v.isFinite else { return nil }
            self.init(description: v.description)
        case let v as any BinaryInteger: self.init(description: String(v))
        default: return nil
        }
    }

    var isZero: Bool { digits.isEmpty }

    /// Multiplies by 10^power.
    func scaled(byPowerOfTen power: Int) -> DecimalDigits {
        DecimalDigits(negative: negative, digits: digits, exponent: exponent + power)
    }

    /// The position (power of ten) of the most significant digit; 0 for zero.
    var magnitude: Int { digits.isEmpty ? 0 : exponent + digits.count - 1 }

    /// Rounded to a multiple of 10^position with `rule` (ICU's default: half-even).
    func rounded(toPowerOfTen position: Int, rule: FloatingPointRoundingRule) -> DecimalDigits {
        guard !digits.isEmpty, exponent < position else { return self }
        let keep = digits.count - (position - exponent)  // digits at or above the position
        var kept = keep > 0 ? Array(digits[0..<keep]) : []
        let dropped = keep > 0 ? Array(digits[keep...]) : Array(repeating: 0, count: -keep) + digits
        let first = dropped.first ?? 0
        let restNonZero = dropped.dropFirst().contains { $0 != 0 }
        let anyDropped = first != 0 || restNonZero
        let lastKept = kept.last ?? 0
        var up: Bool
        switch rule {
        case .toNearestOrEven: up = first > 5 || (first == 5 && (restNonZero || lastKept % 2 == 1))
        case .toNearestOrAwayFromZero: up = first >= 5
        case .up: up = anyDropped && !negative
        case .down: up = anyDropped && negative
        case .towardZero: up = false
        case .awayFromZero: up = anyDropped
        @unknown default: up = first > 5 || (first == 5 && (restNonZero || lastKept % 2 == 1))
        }
        if up {
            var i = kept.count - 1
            while i >= 0 && kept[i] == 9 {
                kept[i] = 0
                i -= 1
            }
            if i >= 0 { kept[i] += 1 } else { kept.insert(1, at: 0) }
        }
        return DecimalDigits(negative: negative, digits: kept, exponent: position)
    }

    /// The integer digits and fraction digits as strings, with at least `minimumFraction` fraction digits.
    func parts(minimumFraction: Int, minimumInteger: Int) -> (integer: String, fraction: String) {
        let magnitude = digits.isEmpty ? -1 : exponent + digits.count - 1
        var integer = ""
        if magnitude >= 0 {
            for p in stride(from: magnitude, through: 0, by: -1) { integer.append(Character(String(digit(at: p)))) }
        }
        while integer.count < minimumInteger { integer = "0" + integer }
        var fraction = ""
        let lowest = min(exponent, 0)
        if lowest < 0 {
            for p in stride(from: -1, through: lowest, by: -1) { fraction.append(Character(String(digit(at: p)))) }
        }
        while fraction.count < minimumFraction { fraction.append("0") }
        return (integer, fraction)
    }

    func digit(at power: Int) -> UInt8 {
        let index = digits.count - 1 - (power - exponent)
        return index >= 0 && index < digits.count ? digits[index] : 0
    }
}
