/// UIKit's interface style trait (a Linux stand-in): maps to SwiftUI's `colorScheme`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not set: inherited, which is light in a snapshot.
    case unspecified = 0
    case light = 1
    case dark = 2

    /// The colour scheme UIKit gives SwiftUI for this style, or `nil` when unspecified.
    var colorScheme: ColorScheme? {
        switch self {
        case .unspecified: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
