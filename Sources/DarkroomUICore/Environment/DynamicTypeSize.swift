import Foundation
import Typesetting

/// The Dynamic Type size (SwiftUI's `DynamicTypeSize`): text styles scale with it as iOS scales them.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// iOS's point sizes of each text style at this size (Apple's Human Interface Guidelines, "Dynamic Type
    /// sizes"), in the order largeTitle, title, title2, title3, headline, body, callout, subheadline,
    /// footnote, caption, caption2.
    private var table: [Double] {
        switch self {
        case .xSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]
        case .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]
        case .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]
        case .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        case .xLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]
        case .xxLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]
        case .xxxLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]
        case .accessibility1: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]
        case .accessibility2: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]
        case .accessibility3: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]
        case .accessibility4: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]
        case .accessibility5: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]
        }
    }

    /// The point size of `style` at this Dynamic Type size.
    func pointSize(_ style: FontTextStyle) -> Double {
        let index: Int =
            switch style {
            case .largeTitle: 0
            case .title: 1
            case .title2: 2
            case .title3: 3
            case .headline: 4
            case .body: 5
            case .callout: 6
            case .subheadline: 7
            case .footnote: 8
            case .caption: 9
            case .caption2: 10
            }
        return table[index]
    }

    /// `font` scaled for this size: system text styles take iOS's size for the style; custom fonts
    /// relative to a style scale by the same ratio; fixed sizes stay fixed.
    func scale(_ font: FontDescriptor) -> FontDescriptor {
        guard self != .large, let style = font.textStyle else { return font }
        var scaled = font
        if case .system = font.family, font.size == style.pointSize {
            scaled.size = pointSize(style)
        } else {
            scaled.size = font.size * pointSize(style) / DynamicTypeSize.large.pointSize(style)
        }
        return scaled
    }
}

struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The Dynamic Type size (`.large` by default, as on a new iPhone).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of text in this view.
    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size of text in this view to `range`.
    public nonisolated func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let all = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(
            EnvironmentWritingModifier { env in
                if let first = all.first, env.dynamicTypeSize < first { env.dynamicTypeSize = first }
                if let last = all.last, env.dynamicTypeSize > last { env.dynamicTypeSize = last }
            })
    }
}
