/// The corners of a rectangle (UIKit's `UIRectCorner`), which `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds: `[.topLeft, .topRight]`, `.allCorners`.
///
/// On iOS, `import SwiftUI` brings UIKit's names along, so view code uses this with SwiftUI alone; in Darkroom it
/// comes with `import DarkroomUI`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
