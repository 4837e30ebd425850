/// The text size the user chose (SwiftUI's `ContentSizeCategory`, the iOS 13 spelling of ``DynamicTypeSize``).
/// `\.sizeCategory` reads and writes the same setting as `\.dynamicTypeSize`, so text scales with either.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The matching Dynamic Type size.
    var dynamicTypeSize: DynamicTypeSize {
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
        }
    }

    /// The category of a Dynamic Type size.
    public init?(_ size: DynamicTypeSize) {
        guard let match = Self.allCases.first(where: { $0.dynamicTypeSize == size }) else { return nil }
        self = match
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.dynamicTypeSize < rhs.dynamicTypeSize }
}

extension EnvironmentValues {
    /// The text size category: the same setting as `dynamicTypeSize` (`.large` by default), in iOS 13's terms.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
