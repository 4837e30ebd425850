import Foundation

/// UIKit's screen (a Linux stand-in): `UIScreen.main` is the iPhone 13 Pro's screen, the device
/// `.image(on: .iPhone13Pro)` renders on and the size a hosting controller's view starts with.
public final class UIScreen: Sendable {
    /// The screen snapshots run on: 390×844 points at 3×.
    public static let main = UIScreen(config: .iPhone13Pro)

    /// The screen's rectangle in points, at the origin.
    public let bounds: CGRect
    /// Device pixels per point.
    public let scale: CGFloat

    init(config: ViewImageConfig) {
        bounds = CGRect(origin: .zero, size: config.size ?? .zero)
        scale = config.scale
    }
}
