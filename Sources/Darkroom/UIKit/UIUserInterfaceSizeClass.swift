/// UIKit's size class trait (a Linux stand-in): maps to SwiftUI's `horizontalSizeClass`/`verticalSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not set: the device's size class applies.
    case unspecified = 0
    case compact = 1
    case regular = 2

    /// SwiftUI's size class for this one, or `nil` when unspecified.
    var sizeClass: UserInterfaceSizeClass? {
        switch self {
        case .unspecified: nil
        case .compact: .compact
        case .regular: .regular
        }
    }
}
