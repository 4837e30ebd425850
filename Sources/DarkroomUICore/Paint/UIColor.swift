import Foundation

/// UIKit's colour type, as far as SwiftUI code uses it: the semantic system colours for
/// `Color(.systemGroupedBackground)`, `Color(uiColor: .secondaryLabel)` and `Color(UIColor.systemGray6)`.
public struct UIColor: Hashable, Sendable {
    let color: Color

    /// A colour from red, green, blue and alpha components (0...1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey from a white level and alpha (0...1).
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// The colour of a SwiftUI `Color`.
    public init(_ color: Color) { self.color = color }

    public static var label: UIColor { UIColor(SystemColors.label) }
    public static var secondaryLabel: UIColor { UIColor(SystemColors.secondaryLabel) }
    public static var tertiaryLabel: UIColor { UIColor(SystemColors.tertiaryLabel) }
    public static var quaternaryLabel: UIColor { UIColor(SystemColors.quaternaryLabel) }
    public static var placeholderText: UIColor { UIColor(SystemColors.placeholderText) }
    public static var systemFill: UIColor { UIColor(SystemColors.systemFill) }
    public static var secondarySystemFill: UIColor { UIColor(SystemColors.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { UIColor(SystemColors.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { UIColor(SystemColors.quaternarySystemFill) }
    public static var systemBackground: UIColor { UIColor(SystemColors.systemBackground) }
    public static var secondarySystemBackground: UIColor { UIColor(SystemColors.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { UIColor(SystemColors.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { UIColor(SystemColors.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(SystemColors.secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(SystemColors.tertiarySystemGroupedBackground) }
    public static var separator: UIColor { UIColor(SystemColors.separator) }
    public static var opaqueSeparator: UIColor { UIColor(SystemColors.opaqueSeparator) }
    public static var link: UIColor { UIColor(SystemColors.link) }
    public static var systemGray: UIColor { UIColor(Color.gray) }
    public static var systemGray2: UIColor { UIColor(SystemColors.systemGray2) }
    public static var systemGray3: UIColor { UIColor(SystemColors.systemGray3) }
    public static var systemGray4: UIColor { UIColor(SystemColors.systemGray4) }
    public static var systemGray5: UIColor { UIColor(SystemColors.systemGray5) }
    public static var systemGray6: UIColor { UIColor(SystemColors.systemGray6) }
    public static var systemRed: UIColor { UIColor(Color.red) }
    public static var systemOrange: UIColor { UIColor(Color.orange) }
    public static var systemYellow: UIColor { UIColor(Color.yellow) }
    public static var systemGreen: UIColor { UIColor(Color.green) }
    public static var systemMint: UIColor { UIColor(Color.mint) }
    public static var systemTeal: UIColor { UIColor(Color.teal) }
    public static var systemCyan: UIColor { UIColor(Color.cyan) }
    public static var systemBlue: UIColor { UIColor(Color.blue) }
    public static var systemIndigo: UIColor { UIColor(Color.indigo) }
    public static var systemPurple: UIColor { UIColor(Color.purple) }
    public static var systemPink: UIColor { UIColor(Color.pink) }
    public static var systemBrown: UIColor { UIColor(Color.brown) }
    public static var black: UIColor { UIColor(Color.black) }
    public static var white: UIColor { UIColor(Color.white) }
    public static var clear: UIColor { UIColor(Color.clear) }
    public static var gray: UIColor { UIColor(Color.gray) }
    public static var red: UIColor { UIColor(Color.red) }
    public static var green: UIColor { UIColor(Color.green) }
    public static var blue: UIColor { UIColor(Color.blue) }
}

extension Color {
    /// The colour of a `UIColor` (`Color(uiColor: .systemGroupedBackground)`).
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The colour of a `UIColor` (`Color(.systemGroupedBackground)`).
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }
}
