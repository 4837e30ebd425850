import Foundation

/// UIKit's user-interface level: content presented in a sheet or popover is *elevated*, and in dark mode
/// the system background colours then take their lighter elevated values (`systemBackground` #1C1C1E
/// instead of black) so the sheet stands out from the screen behind it. Set by the sheet presentation.
struct ElevatedInterfaceLevelKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views are shown at the elevated interface level (inside a sheet).
    package var isElevatedInterfaceLevel: Bool {
        get { self[ElevatedInterfaceLevelKey.self] }
        set { self[ElevatedInterfaceLevelKey.self] = newValue }
    }
}
