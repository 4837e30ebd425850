/// A device to show a preview on, by its marketing name: `PreviewDevice(rawValue: "iPhone 13 Pro")`,
/// or a string literal in `.previewDevice("iPhone SE (3rd generation)")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}
