import Foundation

/// UIKit's trait collection (a Linux stand-in) with the traits snapshot suites set, mapped to the SwiftUI
/// environment as UIKit maps them: `userInterfaceStyle` → `colorScheme`, `preferredContentSizeCategory`
/// → `dynamicTypeSize`, `layoutDirection` → `layoutDirection`, the size classes → `horizontalSizeClass`
/// and `verticalSizeClass`, `displayScale` → `displayScale` and the image's pixels per point.
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark)))
/// let traits = UITraitCollection(traitsFrom: [.init(preferredContentSizeCategory: .extraLarge),
///                                             .init(layoutDirection: .rightToLeft)])
/// ```
///
/// An unspecified trait leaves the environment as the snapshot layout sets it.
public final class UITraitCollection: Sendable, Equatable {
    /// The interface style (`.unspecified` by default).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type category (`.unspecified` by default).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction (`.unspecified` by default).
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class (`.unspecified` by default).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (`.unspecified` by default).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 (unspecified) by default.
    public let displayScale: CGFloat

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified)
    }

    /// A collection with only the interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// A collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// A collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// A collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// A collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// The collections merged in order: each specified trait of a later collection replaces the earlier one.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, category = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for traits in collections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale > 0 { scale = traits.displayScale }
        }
        self.init(style: style, category: category, direction: direction, horizontal: horizontal, vertical: vertical, scale: scale)
    }

    init(
        style: UIUserInterfaceStyle = .unspecified,
        category: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified,
        horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0
    ) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        layoutDirection = direction
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
    }

    /// These traits without the display scale.
    var withoutDisplayScale: UITraitCollection {
        UITraitCollection(
            style: userInterfaceStyle, category: preferredContentSizeCategory, direction: layoutDirection,
            horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// Whether every trait other than the style and the scale (which the snapshot's placement takes) is unspecified.
    var leavesEnvironmentAlone: Bool {
        preferredContentSizeCategory.dynamicTypeSize == nil && layoutDirection == .unspecified
            && horizontalSizeClass == .unspecified && verticalSizeClass == .unspecified && displayScale <= 0
    }

    /// Sets the environment values of the specified traits.
    func apply(to environment: inout EnvironmentValues) {
        if let size = preferredContentSizeCategory.dynamicTypeSize { environment.dynamicTypeSize = size }
        if let direction = layoutDirection.layoutDirection { environment.layoutDirection = direction }
        if let size = horizontalSizeClass.sizeClass { environment.horizontalSizeClass = size }
        if let size = verticalSizeClass.sizeClass { environment.verticalSizeClass = size }
        if displayScale > 0 { environment.displayScale = displayScale }
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.displayScale == rhs.displayScale
    }
}
