import DeterministicMath
import Foundation

/// A colour set's `Contents.json` as Xcode writes it (Apple's "Asset Catalog Format Reference", "Color Set"),
/// read the way iOS reads it for an iPhone drawing into an sRGB context.
///
/// Each entry of `colors` has an `idiom` (`universal` and `iphone` are read, `iphone` winning; other idioms are
/// skipped), optional `appearances` (`luminosity` `light`/`dark`, `contrast` `high`) and a `color`: either
/// components in a colour space (`srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`,
/// `extended-linear-display-p3`, `gray-gamma-22`, `extended-gray`; each component a number or a string written as
/// a float `"0.500"`, an integer 0–255 `"128"` or hex `"0x80"`), or a UIKit system colour
/// (`"platform": "ios"`, `"reference": "systemBackgroundColor"`). Anything else is an error naming the key.
struct ColorSetContents: Sendable {
    /// An appearance a colour set entry is for.
    struct Variant: Hashable, Sendable {
        enum Luminosity: Hashable, Sendable { case any, light, dark }
        var luminosity: Luminosity
        var highContrast: Bool
    }

    /// The colour of each appearance present.
    var colors: [Variant: Color]

    /// The colour iOS picks for a colour scheme and contrast: the entry for that luminosity, else the "any"
    /// entry; at increased contrast the high-contrast entries first.
    func color(dark: Bool, increasedContrast: Bool) -> Color {
        let luminosities: [Variant.Luminosity] = dark ? [.dark, .any] : [.light, .any]
        for high in increasedContrast ? [true, false] : [false] {
            for luminosity in luminosities {
                if let color = colors[Variant(luminosity: luminosity, highContrast: high)] { return color }
            }
        }
        // Only appearances of the other kind exist (a set with a dark entry alone): iOS draws what there is.
        let order: [Variant.Luminosity] = [.any, .light, .dark]
        for high in [false, true] {
            for luminosity in order {
                if let color = colors[Variant(luminosity: luminosity, highContrast: high)] { return color }
            }
        }
        return .clear
    }

    /// Why a file is not a colour set: the key at fault and what is wrong with it.
    struct Problem: Error {
        var key: String
        var reason: String
        var description: String { "\(key): \(reason)" }
    }

    /// Parses a `Contents.json`.
    static func parse(_ data: Data) throws(Problem) -> ColorSetContents {
        guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
            throw Problem(key: "(file)", reason: "it is not a JSON object (a colour set's Contents.json is {\"colors\": [...], \"info\": {...}})")
        }
        guard let entries = json["colors"] as? [Any], !entries.isEmpty else {
            throw Problem(key: "colors", reason: "there is no \"colors\" array with at least one entry")
        }
        var universal: [Variant: Color] = [:]
        var iphone: [Variant: Color] = [:]
        let knownIdioms: Set<String> = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing", "watch-marketing", "mac-catalyst"]
        for (index, raw) in entries.enumerated() {
            let key = "colors[\(index)]"
            guard let entry = raw as? [String: Any] else { throw Problem(key: key, reason: "an entry is not a JSON object") }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard knownIdioms.contains(idiom) else {
                throw Problem(key: key + ".idiom", reason: "unknown idiom \"\(idiom)\" (expected universal, iphone, ipad, mac, tv, watch, car or vision)")
            }
            guard idiom == "universal" || idiom == "iphone" else { continue }
            // Entries for another display gamut or a locale are alternatives iOS picks elsewhere; the sRGB/default one is read.
            if let gamut = entry["display-gamut"] as? String, gamut.lowercased() == "display-p3" { continue }
            if entry["locale"] != nil { continue }
            let variant = try parseAppearances(entry["appearances"], key: key + ".appearances")
            guard let color = entry["color"] else {
                throw Problem(key: key + ".color", reason: "the entry has no \"color\"")
            }
            let parsed = try parseColor(color, key: key + ".color")
            if idiom == "iphone" {
                if iphone[variant] == nil { iphone[variant] = parsed }
            } else if universal[variant] == nil {
                universal[variant] = parsed
            }
        }
        let colors = universal.merging(iphone) { _, phone in phone }
        guard !colors.isEmpty else {
            throw Problem(key: "colors", reason: "no entry is for the universal or iphone idiom")
        }
        return ColorSetContents(colors: colors)
    }

    private static func parseAppearances(_ raw: Any?, key: String) throws(Problem) -> Variant {
        var variant = Variant(luminosity: .any, highContrast: false)
        guard let raw else { return variant }
        guard let list = raw as? [Any] else { throw Problem(key: key, reason: "expected an array of {\"appearance\", \"value\"}") }
        for (index, item) in list.enumerated() {
            let itemKey = "\(key)[\(index)]"
            guard let item = item as? [String: Any], let kind = item["appearance"] as? String, let value = item["value"] as? String else {
                throw Problem(key: itemKey, reason: "expected {\"appearance\": \"luminosity\" or \"contrast\", \"value\": …}")
            }
            switch (kind, value) {
            case ("luminosity", "light"): variant.luminosity = .light
            case ("luminosity", "dark"): variant.luminosity = .dark
            case ("luminosity", "any"): variant.luminosity = .any
            case ("contrast", "high"): variant.highContrast = true
            case ("luminosity", _):
                throw Problem(key: itemKey + ".value", reason: "unknown luminosity \"\(value)\" (expected light or dark)")
            case ("contrast", _):
                throw Problem(key: itemKey + ".value", reason: "unknown contrast \"\(value)\" (expected high)")
            default:
                throw Problem(key: itemKey + ".appearance", reason: "unknown appearance \"\(kind)\" (expected luminosity or contrast)")
            }
        }
        return variant
    }

    private static func parseColor(_ raw: Any, key: String) throws(Problem) -> Color {
        guard let color = raw as? [String: Any] else { throw Problem(key: key, reason: "expected a JSON object") }
        if let reference = color["reference"] {
            guard let name = reference as? String else { throw Problem(key: key + ".reference", reason: "expected a colour name") }
            let platform = color["platform"] as? String ?? "ios"
            guard platform == "ios" else {
                throw Problem(key: key + ".platform", reason: "\"\(platform)\" system colours are not iOS's; Darkroom reads \"platform\": \"ios\" references")
            }
            guard let system = SystemColorReference.color(named: name) else {
                throw Problem(key: key + ".reference", reason: "unknown iOS system colour \"\(name)\" (expected one of \(SystemColorReference.names.joined(separator: ", ")))")
            }
            return system
        }
        guard let components = color["components"] as? [String: Any] else {
            throw Problem(key: key + ".components", reason: "the colour has neither \"components\" nor a system colour \"reference\"")
        }
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        let extended = space.hasPrefix("extended")
        func component(_ name: String, default value: Double? = nil) throws(Problem) -> Double {
            let componentKey = key + ".components." + name
            guard let raw = components[name] else {
                if let value { return value }
                throw Problem(key: componentKey, reason: "the component is missing")
            }
            guard let number = Self.number(raw) else {
                throw Problem(key: componentKey, reason: "\(raw) is not a number (write 0.5, \"0.500\", \"128\" or \"0x80\")")
            }
            guard number.isFinite, extended || (0...1).contains(number) else {
                throw Problem(key: componentKey, reason: "\(raw) is outside 0…1 (use an extended colour space for values beyond it)")
            }
            return number
        }
        let alpha = try component("alpha", default: 1)
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = Self.grayGamma22ToSRGB(try component("white"))
            return Color(storage: .rgb(ResolvedColor(red: white, green: white, blue: white, opacity: alpha)))
        case "srgb", "extended-srgb":
            return Color(storage: .rgb(ResolvedColor(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)))
        case "extended-linear-srgb":
            let r = try component("red"), g = try component("green"), b = try component("blue")
            return Color(storage: .rgb(ResolvedColor(red: encodeSRGB(r), green: encodeSRGB(g), blue: encodeSRGB(b), opacity: alpha)))
        case "display-p3", "extended-display-p3", "extended-linear-display-p3":
            let r = try component("red"), g = try component("green"), b = try component("blue")
            let (sr, sg, sb) = space == "extended-linear-display-p3" ? linearP3ToSRGB(r, g, b) : ColorSetContents.displayP3ToSRGB(r, g, b)
            return Color(storage: .rgb(ResolvedColor(red: sr, green: sg, blue: sb, opacity: alpha)))
        default:
            throw Problem(
                key: key + ".color-space",
                reason:
                    "unknown colour space \"\(space)\" (expected srgb, display-p3, extended-srgb, extended-linear-srgb, extended-linear-display-p3, gray-gamma-22 or extended-gray)"
            )
        }
    }

    /// A component as Xcode writes it: a JSON number (an integer above 1 is on the 0–255 scale), a string with a
    /// decimal point (`"0.500"`, a float), a decimal integer (`"128"`, 0–255) or hex (`"0x80"`, 0–255).
    static func number(_ raw: Any) -> Double? {
        if let text = raw as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let lower = trimmed.lowercased()
            if lower.hasPrefix("0x") { return Int(lower.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if trimmed.contains(".") || lower.contains("e") { return Double(trimmed) }
            return Int(trimmed).map { Double($0) / 255 }
        }
        if let number = raw as? NSNumber {
            let value = number.doubleValue
            return value > 1 && value == value.rounded() ? value / 255 : value
        }
        return nil
    }

    /// The sRGB transfer function, sign-preserving for extended values.
    static func decodeSRGB(_ v: Double) -> Double {
        let m = abs(v)
        let linear = m <= 0.04045 ? m / 12.92 : DMath.pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// The inverse sRGB transfer function, sign-preserving for extended values.
    static func encodeSRGB(_ v: Double) -> Double {
        let m = abs(v)
        let encoded = m <= 0.0031308 ? 12.92 * m : 1.055 * DMath.pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// A grey in the gamma 2.2 grey space (Xcode's "Gray Gamma 2.2") as an sRGB level: linearised with the 2.2
    /// power, encoded with the sRGB curve, as ColorSync converts it.
    static func grayGamma22ToSRGB(_ white: Double) -> Double {
        let m = abs(white)
        let linear = m == 0 ? 0 : DMath.pow(m, 2.2)
        return encodeSRGB(white < 0 ? -linear : linear)
    }

    /// Display P3 → sRGB (both with the sRGB transfer curve), clamped to the sRGB gamut, as an sRGB context
    /// draws a P3 colour (relative colorimetric, D65 to D65).
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        linearP3ToSRGB(decodeSRGB(r), decodeSRGB(g), decodeSRGB(b))
    }

    /// Linear Display P3 → sRGB, clamped to the sRGB gamut.
    static func linearP3ToSRGB(_ lr: Double, _ lg: Double, _ lb: Double) -> (Double, Double, Double) {
        func encode(_ v: Double) -> Double { encodeSRGB(min(max(v, 0), 1)) }
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000000 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }
}
