/// Kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of the device and of containers (bars).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers (never shown in a snapshot).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every safe area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
