/// The UIKit colours a colour set can refer to instead of giving components (`"platform": "ios"`,
/// `"reference": "systemBackgroundColor"`), as Xcode's colour set editor offers them ("Content" → a system
/// colour). Each maps to the colour `UIColor` gives the same name here, so a reference draws what
/// `Color(.systemBackground)` draws, light and dark; `tintColor` is the app's accent colour.
enum SystemColorReference {
    /// The colour for a reference name (`labelColor`), or nil when UIKit has no such colour.
    static func color(named reference: String) -> Color? {
        if let semantic = semantic[reference] { return semantic }
        if let fixed = fixed[reference] { return fixed }
        return nil
    }

    /// Every name a reference may use, sorted (for error messages).
    static var names: [String] { (Array(semantic.keys) + Array(fixed.keys)).sorted() }

    /// The dynamic (semantic and system) colours, light and dark.
    private static let semantic: [String: Color] = [
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
        "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
        "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray, "systemGray2Color": SystemColors.systemGray2, "systemGray3Color": SystemColors.systemGray3,
        "systemGray4Color": SystemColors.systemGray4, "systemGray5Color": SystemColors.systemGray5,
        "systemGray6Color": SystemColors.systemGray6,
        "labelColor": SystemColors.label, "secondaryLabelColor": SystemColors.secondaryLabel,
        "tertiaryLabelColor": SystemColors.tertiaryLabel, "quaternaryLabelColor": SystemColors.quaternaryLabel,
        "placeholderTextColor": SystemColors.placeholderText, "linkColor": SystemColors.link,
        "separatorColor": SystemColors.separator, "opaqueSeparatorColor": SystemColors.opaqueSeparator,
        "systemBackgroundColor": SystemColors.systemBackground,
        "secondarySystemBackgroundColor": SystemColors.secondarySystemBackground,
        "tertiarySystemBackgroundColor": SystemColors.tertiarySystemBackground,
        "systemGroupedBackgroundColor": SystemColors.systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": SystemColors.secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": SystemColors.tertiarySystemGroupedBackground,
        "systemFillColor": SystemColors.systemFill, "secondarySystemFillColor": SystemColors.secondarySystemFill,
        "tertiarySystemFillColor": SystemColors.tertiarySystemFill,
        "quaternarySystemFillColor": SystemColors.quaternarySystemFill,
        "tintColor": .accentColor,
    ]

    /// UIKit's fixed colours (`UIColor.darkGray` …), the same in light and dark.
    private static let fixed: [String: Color] = [
        "blackColor": fixedColor("black", 0, 0, 0), "darkGrayColor": fixedColor("darkGray", 1 / 3, 1 / 3, 1 / 3),
        "lightGrayColor": fixedColor("lightGray", 2 / 3, 2 / 3, 2 / 3), "whiteColor": fixedColor("white", 1, 1, 1),
        "grayColor": fixedColor("gray", 0.5, 0.5, 0.5), "redColor": fixedColor("red", 1, 0, 0),
        "greenColor": fixedColor("green", 0, 1, 0), "blueColor": fixedColor("blue", 0, 0, 1),
        "cyanColor": fixedColor("cyan", 0, 1, 1), "yellowColor": fixedColor("yellow", 1, 1, 0),
        "magentaColor": fixedColor("magenta", 1, 0, 1), "orangeColor": fixedColor("orange", 1, 0.5, 0),
        "purpleColor": fixedColor("purple", 0.5, 0, 0.5), "brownColor": fixedColor("brown", 0.6, 0.4, 0.2),
        "clearColor": .clear, "lightTextColor": fixedColor("lightText", 1, 1, 1, 0.6),
        "darkTextColor": fixedColor("darkText", 0, 0, 0),
    ]

    private static func fixedColor(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        let c = ResolvedColor(red: r, green: g, blue: b, opacity: a)
        return Color(system: "UIColor." + name, light: c, dark: c)
    }
}
