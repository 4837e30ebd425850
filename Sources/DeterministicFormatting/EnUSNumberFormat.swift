import Foundation

/// Numbers, percentages and currency amounts as iOS writes them in en_US (CLDR's en data as iOS 17 ships it):
/// "1,234.5", "25%", "$25.30", "-$4.00", "12K", "1.5M", "+3", "1.2345E4".
struct EnUSNumberFormat {
    enum Kind: Equatable {
        case number, percent
        case currency(code: String)
    }

    var kind: Kind = .number
    var minimumFraction: Int?
    var maximumFraction: Int?
    var minimumInteger: Int?
    var maximumInteger: Int?
    var minimumSignificant: Int?
    var maximumSignificant: Int?
    var grouping = true
    var alwaysShowsDecimalSeparator = false
    var signPositive = false, signNegative = true, signZero = false
    var accounting = false
    var rounding: FloatingPointRoundingRule = .toNearestOrEven
    var increment: Double?
    var scale: Double?
    var notation = "automatic"
    var presentation = "standard"
    var isInteger = false

    /// Reads a Foundation number, percent or currency format style; nil for a style these tables do not know.
    init?(style: Any, typeName: String) {
        if typeName.hasSuffix(".Currency") || typeName.hasSuffix("Currency>") {
            guard let code = StyleReader.value(style, "currencyCode") as? String else { return nil }
            kind = .currency(code: code.uppercased())
            presentation = StyleReader.caseName(StyleReader.value(style, "collection", "presentation", "option")) ?? "standard"
        } else if typeName.hasSuffix(".Percent") {
            kind = .percent
        }
        isInteger = typeName.contains("IntegerFormatStyle")
        guard let collection = StyleReader.value(style, "collection") else { return nil }
        if let s = StyleReader.value(collection, "scale") as? Double { scale = s }
        if let precision = StyleReader.value(collection, "precision", "option") {
            let name = StyleReader.caseName(precision)
            let values = StyleReader.payload(precision)
            switch name {
            case "significantDigits":
                minimumSignificant = values["min"] as? Int
                maximumSignificant = values["max"] as? Int
            case "integerAndFractionalLength":
                minimumInteger = values["minInt"] as? Int
                maximumInteger = values["maxInt"] as? Int
                minimumFraction = values["minFraction"] as? Int
                maximumFraction = values["maxFraction"] as? Int
                if minimumFraction != nil && maximumFraction == nil { maximumFraction = 999 }
            default: return nil
            }
        }
        if let group = StyleReader.caseName(StyleReader.value(collection, "group", "option")) { grouping = group != "hidden" }
        if let sign = StyleReader.value(collection, "signDisplayStrategy") {
            signPositive = StyleReader.caseName(StyleReader.value(sign, "positive")) == "always"
            signNegative = StyleReader.caseName(StyleReader.value(sign, "negative")) == "always"
            signZero = StyleReader.caseName(StyleReader.value(sign, "zero")) == "always"
            accounting = StyleReader.value(sign, "accounting") as? Bool ?? false
        }
        if let separator = StyleReader.caseName(StyleReader.value(collection, "decimalSeparatorStrategy", "option")) {
            alwaysShowsDecimalSeparator = separator == "always"
        }
        if let rule = StyleReader.value(collection, "rounding") as? FloatingPointRoundingRule { rounding = rule }
        if let inc = StyleReader.value(collection, "roundingIncrement") {
            let payload = StyleReader.payload(inc)
            if let v = payload["value"] as? Int { increment = Double(v) } else if let v = payload["value"] as? Double { increment = v }
        }
        if increment != nil { return nil }  // rounding increments: left to Foundation
        if let n = StyleReader.caseName(StyleReader.value(collection, "notation", "option")) { notation = n }
        guard ["automatic", "compactName", "scientific"].contains(notation) else { return nil }
        if case .currency = kind, !["standard", "narrow", "isoCode", "fullName"].contains(presentation) { return nil }
    }

    /// en_US currency symbols (CLDR en): a code without one is written as the code and a no-break space.
    static let currencySymbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "CNY": "CN¥", "INR": "₹",
        "KRW": "₩", "ILS": "₪", "VND": "₫", "NZD": "NZ$", "HKD": "HK$", "MXN": "MX$", "TWD": "NT$", "BRL": "R$",
        "XAF": "FCFA", "XOF": "F\u{202F}CFA", "XPF": "CFPF", "XCD": "EC$", "PHP": "₱",
    ]
    /// Narrow symbols (`.presentation(.narrow)`).
    static let narrowSymbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "$", "AUD": "$", "CNY": "¥", "INR": "₹", "KRW": "₩",
        "NZD": "$", "HKD": "$", "MXN": "$", "TWD": "$", "BRL": "R$", "CHF": "CHF", "SEK": "kr", "NOK": "kr", "DKK": "kr",
        "PHP": "₱", "ILS": "₪", "RUB": "₽", "TRY": "₺", "UAH": "₴", "PLN": "zł", "THB": "฿",
    ]
    /// Currency names for `.presentation(.fullName)` (one, other).
    static let currencyNames: [String: (String, String)] = [
        "USD": ("US dollar", "US dollars"), "EUR": ("euro", "euros"), "GBP": ("British pound", "British pounds"),
        "JPY": ("Japanese yen", "Japanese yen"), "CAD": ("Canadian dollar", "Canadian dollars"),
        "AUD": ("Australian dollar", "Australian dollars"), "CHF": ("Swiss franc", "Swiss francs"),
        "CNY": ("Chinese yuan", "Chinese yuan"), "INR": ("Indian rupee", "Indian rupees"),
    ]
    /// ISO 4217 minor units where they are not two.
    static let currencyDigits: [String: Int] = [
        "JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0, "UGX": 0, "XAF": 0, "XOF": 0, "XPF": 0, "PYG": 0,
        "HUF": 2, "TWD": 2, "BHD": 3, "KWD": 3, "OMR": 3, "JOD": 3, "TND": 3, "IQD": 0, "LYD": 3,
    ]

    func format(_ input: DecimalDigits) -> String? {
        var value = input
        // A percent style multiplies by its scale: 100 for floating-point and decimal values, 1 for integers.
        let factor = scale ?? (kind == .percent && !isInteger ? 100 : 1)
        if factor == 100 {
            value = value.scaled(byPowerOfTen: 2)
        } else if factor != 1 {
            let scale = factor
            guard let scaled = DecimalDigits(description: "\(scale)") else { return nil }
            value = value.multiplied(by: scaled)
        }
        var suffix = ""
        var exponentText = ""
        var minFraction = minimumFraction, maxFraction = maximumFraction
        if case .currency(let code) = kind {
            let digits = Self.currencyDigits[code] ?? 2
            if minFraction == nil && maxFraction == nil && minimumSignificant == nil {
                minFraction = digits
                maxFraction = digits
            }
        }
        switch notation {
        case "compactName":
            var power = 0
            for p in [12, 9, 6, 3] where value.magnitude >= p {
                power = p
                break
            }
            var shown = roundCompact(value.scaled(byPowerOfTen: -power))
            if power < 12 && shown.magnitude >= 3 {  // 999,999 rounds to 1000K: write 1M
                power += 3
                shown = roundCompact(value.scaled(byPowerOfTen: -power))
            }
            value = shown
            suffix = ["", "K", "M", "B", "T"][power / 3]
            if minimumSignificant == nil && maxFraction == nil { minFraction = 0 }
        case "scientific":
            let e = value.magnitude
            value = value.scaled(byPowerOfTen: -e)
            exponentText = "E" + String(e)
            if maxFraction == nil && maximumSignificant == nil { maxFraction = 6 }
        default:
            break
        }
        if minimumSignificant != nil || maximumSignificant != nil {
            if let maxSig = maximumSignificant { value = value.rounded(toPowerOfTen: value.magnitude - maxSig + 1, rule: rounding) }
            let minSig = minimumSignificant ?? 1
            let lowestShown = (value.isZero ? 0 : value.magnitude) - minSig + 1
            minFraction = max(0, -lowestShown)
        } else if notation != "compactName" {
            let maxF = maxFraction ?? (isInteger ? 0 : (kind == .number || kind == .percent ? 6 : 2))
            value = value.rounded(toPowerOfTen: -maxF, rule: rounding)
        }
        var (integer, fraction) = value.parts(minimumFraction: minFraction ?? 0, minimumInteger: max(minimumInteger ?? 1, 1))
        if let maxInt = maximumInteger, integer.count > maxInt { integer = String(integer.suffix(maxInt)) }
        if minimumInteger == 0 && integer == "0" && !fraction.isEmpty { integer = "" }
        if grouping && notation != "scientific" && integer.count > 3 {
            var grouped = ""
            for (i, c) in integer.enumerated() {
                if i > 0 && (integer.count - i) % 3 == 0 { grouped.append(",") }
                grouped.append(c)
            }
            integer = grouped
        }
        var number = integer
        if !fraction.isEmpty || alwaysShowsDecimalSeparator { number += "." + fraction }
        number += exponentText + suffix
        let isZero = value.isZero
        let negative = value.negative && !isZero
        var sign = ""
        if negative { if signNegative { sign = "-" } } else if isZero ? signZero : signPositive { sign = "+" }
        switch kind {
        case .number: return sign + number
        case .percent: return sign + number + "%"
        case .currency(let code):
            switch presentation {
            case "isoCode": return sign + code + "\u{00A0}" + number
            case "fullName":
                guard let names = Self.currencyNames[code] else { return nil }
                return sign + number + " " + (number == "1.00" || number == "1" ? names.0 : names.1)
            default:
                let table = presentation == "narrow" ? Self.narrowSymbols : Self.currencySymbols
                let symbol = table[code] ?? Self.currencySymbols[code]
                let prefix = symbol ?? (code + "\u{00A0}")
                if accounting && negative { return "(" + prefix + number + ")" }
                return sign + prefix + number
            }
        }
    }

    /// Compact notation's default rounding: two significant digits below 100 of the unit, else whole numbers.
    private func roundCompact(_ value: DecimalDigits) -> DecimalDigits {
        if let maxSig = maximumSignificant { return value.rounded(toPowerOfTen: value.magnitude - maxSig + 1, rule: rounding) }
        if let maximumFraction { return value.rounded(toPowerOfTen: -maximumFraction, rule: rounding) }
        return value.magnitude >= 1 ? value.rounded(toPowerOfTen: 0, rule: rounding) : value.rounded(toPowerOfTen: value.magnitude - 1, rule: rounding)
    }
}

extension DecimalDigits {
    /// The exact product.
    func multiplied(by other: DecimalDigits) -> DecimalDigits {
        guard !digits.isEmpty, !other.digits.isEmpty else { return DecimalDigits(negative: false, digits: [], exponent: 0) }
        var product = [Int](repeating: 0, count: digits.count + other.digits.count)
        for (i, a) in digits.reversed().enumerated() {
            for (j, b) in other.digits.reversed().enumerated() { product[i + j] += Int(a) * Int(b) }
        }
        var carry = 0
        for k in 0..<product.count {
            let v = product[k] + carry
            product[k] = v % 10
            carry = v / 10
        }
        while carry > 0 {
            product.append(carry % 10)
            carry /= 10
        }
        return DecimalDigits(negative: negative != other.negative, digits: product.reversed().map { UInt8($0) }, exponent: exponent + other.exponent)
    }
}
