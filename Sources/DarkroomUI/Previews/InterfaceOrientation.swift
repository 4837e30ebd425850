/// The orientation of the device's interface.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name (`"portrait"`, `"landscapeLeft"`, …).
    public let id: String

    private init(_ id: String) {
        self.id = id
    }

    /// Upright.
    public static let portrait = InterfaceOrientation("portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// On its side, the top of the interface to the left of the device's top.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// On its side, the top of the interface to the right of the device's top.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the width is the device's long side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
