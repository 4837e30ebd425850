/// A font weight, spelled like SwiftUI's `Font.Weight`.
///
/// The raw value is the OpenType `usWeightClass` (100 = ultra light … 900 = black).
///
/// **Faces**: the default design uses Inter, which has a file for every weight
/// (`ultraLight` → Inter Thin, `thin` → Extra Light, … `heavy` → Extra Bold, `black` → Black; other
/// values take the nearest). The rounded design's Manjari has Thin, Regular and Bold: `ultraLight`
/// and `thin` → Thin, `light` to `medium` → Regular, `semibold` and heavier → Bold. DejaVu (serif, monospaced, condensed) ships Book and Bold only:
/// `semibold` and heavier → Bold, lighter → Book.
public struct FontWeight: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// OpenType weight class, 1…1000.
    public var value: Int

    /// Creates a weight from an OpenType weight class (clamped to 1…1000).
    public init(value: Int) {
        self.value = min(max(value, 1), 1000)
    }

    public static let ultraLight = FontWeight(value: 100)
    public static let thin = FontWeight(value: 200)
    public static let light = FontWeight(value: 300)
    public static let regular = FontWeight(value: 400)
    public static let medium = FontWeight(value: 500)
    public static let semibold = FontWeight(value: 600)
    public static let bold = FontWeight(value: 700)
    public static let heavy = FontWeight(value: 800)
    public static let black = FontWeight(value: 900)

    /// Whether this weight selects a bold face (semibold and heavier).
    public var isBold: Bool { value >= FontWeight.semibold.value }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case 100: "ultraLight"
        case 200: "thin"
        case 300: "light"
        case 400: "regular"
        case 500: "medium"
        case 600: "semibold"
        case 700: "bold"
        case 800: "heavy"
        case 900: "black"
        default: "weight(\(value))"
        }
    }
}
