import Foundation

/// A size class (SwiftUI's `UserInterfaceSizeClass`): an iPhone in portrait is compact wide and regular tall.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// Pixels per point of the display being rendered for.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The reading direction. Views read it; mirroring whole layouts for right-to-left is not drawn yet.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The horizontal size class (compact, as an iPhone in portrait, unless a device config sets it).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class (regular, as an iPhone in portrait, unless a device config sets it).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
