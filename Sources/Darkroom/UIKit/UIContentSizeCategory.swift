/// UIKit's preferred content size category (a Linux stand-in): maps to SwiftUI's `dynamicTypeSize`,
/// `.extraSmall` → `.xSmall` … `.accessibilityExtraExtraExtraLarge` → `.accessibility5`, as UIKit does.
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not set: `.large`, the default size, in a snapshot.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }

    /// SwiftUI's Dynamic Type size for this category, or `nil` when unspecified (or unknown).
    var dynamicTypeSize: DynamicTypeSize? {
        switch self {
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        default: nil
        }
    }
}
