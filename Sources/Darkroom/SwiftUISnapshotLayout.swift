import Foundation

/// How a view is sized for an image snapshot (like SwiftUI's `PreviewLayout`).
public enum SwiftUISnapshotLayout: Sendable, Equatable {
    /// Centre the view on a device's screen: proposed the screen minus the safe area, on an opaque
    /// background, at the device's scale.
    case device(config: ViewImageConfig)
    /// Centre the view in a fixed-size container (points, scale 1).
    case fixed(width: CGFloat, height: CGFloat)
    /// Size the image to the view's ideal size.
    case sizeThatFits

    /// The device configuration the layout stands for: `.fixed` is a device without safe area,
    /// `.sizeThatFits` one without a size.
    public var config: ViewImageConfig {
        switch self {
        case .device(let config): return config
        case .fixed(let width, let height): return ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), scale: 1)
        case .sizeThatFits: return ViewImageConfig(safeArea: .zero, size: nil, scale: 1)
        }
    }
}

/// Darkroom's name for ``SwiftUISnapshotLayout``.
public typealias SnapshotLayout = SwiftUISnapshotLayout
