/// UIKit's layout direction trait (a Linux stand-in): maps to SwiftUI's `layoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not set: left to right in a snapshot.
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// SwiftUI's layout direction for this one, or `nil` when unspecified.
    var layoutDirection: LayoutDirection? {
        switch self {
        case .unspecified: nil
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
