/// iOS 17's semantic system colours (UIKit's `UIColor` semantic colours) in their light and dark
/// appearances, as sRGB components with opacity.
///
/// Source: Apple's Human Interface Guidelines, "Color" → "Specifications" (system colours and
/// dynamic system background/label/fill/separator colours, iOS default and dark values).
package enum SystemColors {
    /// Dark-mode values of the background colours at the elevated interface level (sheets, popovers):
    /// UIKit's elevated variants of the dynamic system colours (HIG "Color" → "Specifications", the
    /// "Elevated" column). Light mode has no elevated variant.
    static let elevatedDark: [String: ResolvedColor] = [
        "systemBackground": ResolvedColor(28, 28, 30),
        "secondarySystemBackground": ResolvedColor(44, 44, 46),
        "tertiarySystemBackground": ResolvedColor(58, 58, 60),
        "systemGroupedBackground": ResolvedColor(28, 28, 30),
        "secondarySystemGroupedBackground": ResolvedColor(44, 44, 46),
        "tertiarySystemGroupedBackground": ResolvedColor(58, 58, 60),
    ]
    package static let label = Color(system: "label", light: ResolvedColor(0, 0, 0), dark: ResolvedColor(255, 255, 255))
    package static let secondaryLabel = Color(system: "secondaryLabel", light: ResolvedColor(60, 60, 67, 0.6), dark: ResolvedColor(235, 235, 245, 0.6))
    package static let tertiaryLabel = Color(system: "tertiaryLabel", light: ResolvedColor(60, 60, 67, 0.3), dark: ResolvedColor(235, 235, 245, 0.3))
    static let quaternaryLabel = Color(system: "quaternaryLabel", light: ResolvedColor(60, 60, 67, 0.18), dark: ResolvedColor(235, 235, 245, 0.16))
    package static let placeholderText = Color(system: "placeholderText", light: ResolvedColor(60, 60, 67, 0.3), dark: ResolvedColor(235, 235, 245, 0.3))

    package static let systemFill = Color(system: "systemFill", light: ResolvedColor(120, 120, 128, 0.2), dark: ResolvedColor(120, 120, 128, 0.36))
    static let secondarySystemFill = Color(system: "secondarySystemFill", light: ResolvedColor(120, 120, 128, 0.16), dark: ResolvedColor(120, 120, 128, 0.32))
    package static let tertiarySystemFill = Color(system: "tertiarySystemFill", light: ResolvedColor(118, 118, 128, 0.12), dark: ResolvedColor(118, 118, 128, 0.24))
    static let quaternarySystemFill = Color(system: "quaternarySystemFill", light: ResolvedColor(116, 116, 128, 0.08), dark: ResolvedColor(118, 118, 128, 0.18))

    package static let systemBackground = Color(system: "systemBackground", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(0, 0, 0))
    static let secondarySystemBackground = Color(system: "secondarySystemBackground", light: ResolvedColor(242, 242, 247), dark: ResolvedColor(28, 28, 30))
    package static let tertiarySystemBackground = Color(system: "tertiarySystemBackground", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(44, 44, 46))
    package static let systemGroupedBackground = Color(system: "systemGroupedBackground", light: ResolvedColor(242, 242, 247), dark: ResolvedColor(0, 0, 0))
    package static let secondarySystemGroupedBackground = Color(system: "secondarySystemGroupedBackground", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(28, 28, 30))
    static let tertiarySystemGroupedBackground = Color(system: "tertiarySystemGroupedBackground", light: ResolvedColor(242, 242, 247), dark: ResolvedColor(44, 44, 46))

    package static let separator = Color(system: "separator", light: ResolvedColor(60, 60, 67, 0.29), dark: ResolvedColor(84, 84, 88, 0.6))
    package static let opaqueSeparator = Color(system: "opaqueSeparator", light: ResolvedColor(198, 198, 200), dark: ResolvedColor(56, 56, 58))
    static let link = Color(system: "link", light: ResolvedColor(0, 122, 255), dark: ResolvedColor(9, 132, 255))

    static let systemGray2 = Color(system: "systemGray2", light: ResolvedColor(174, 174, 178), dark: ResolvedColor(99, 99, 102))
    static let systemGray3 = Color(system: "systemGray3", light: ResolvedColor(199, 199, 204), dark: ResolvedColor(72, 72, 74))
    package static let systemGray4 = Color(system: "systemGray4", light: ResolvedColor(209, 209, 214), dark: ResolvedColor(58, 58, 60))
    static let systemGray5 = Color(system: "systemGray5", light: ResolvedColor(229, 229, 234), dark: ResolvedColor(44, 44, 46))
    static let systemGray6 = Color(system: "systemGray6", light: ResolvedColor(242, 242, 247), dark: ResolvedColor(28, 28, 30))

    /// Bar backgrounds (`systemChromeMaterial` blurred over content). Blur belongs to materials; this is
    /// the flat colour the material shows over a white/black screen (see docs/FIDELITY.md).
    static let barBackground = Color(system: "barBackground", light: ResolvedColor(249, 249, 249, 0.94), dark: ResolvedColor(29, 29, 29, 0.94))
    /// The dimming layer behind alerts and sheets (UIKit's `UIDimmingView`: black at 20 % / 40 % in dark mode, approximated).
    package static let dimming = Color(system: "dimming", light: ResolvedColor(0, 0, 0, 0.2), dark: ResolvedColor(0, 0, 0, 0.48))
    /// The alert card's background (`systemChromeMaterial` approximated as a flat colour).
    static let alertBackground = Color(system: "alertBackground", light: ResolvedColor(242, 242, 242, 0.97), dark: ResolvedColor(44, 44, 46, 0.97))
    /// The thumb of switches and sliders.
    package static let thumb = Color(system: "thumb", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(255, 255, 255))
}
