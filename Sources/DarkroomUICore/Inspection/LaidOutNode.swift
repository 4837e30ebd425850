import Foundation

/// One placed view of a laid-out tree, as recorded for inspection.
public struct LaidOutNode: Equatable, Sendable {
    /// The view or modifier, e.g. `HStack`, `frame`, `Color(red)`.
    public let name: String
    /// Key parameters, e.g. `["width: 30", "height: 30"]`.
    public let attributes: [String]
    /// The frame in root coordinates (points, unsnapped).
    public let frame: CGRect
    /// The `.accessibilityIdentifier` set on this view, if any.
    public let identifier: String?
    /// Nesting depth (0 for the root).
    public let depth: Int
    /// Index of the parent in `LaidOutView.nodes`.
    public let parent: Int?

    /// `name(attributes) [x, y, w×h] #identifier`.
    public var line: String {
        var s = name
        if !attributes.isEmpty { s += "(" + attributes.joined(separator: ", ") + ")" }
        s += " [" + DumpFormat.rect(frame) + "]"
        if let identifier { s += " #" + identifier }
        return s
    }
}
