import Foundation

/// The ordered drawing operations of a laid-out view, in points, with frames snapped to the pixel grid of `scale`.
///
/// This is the boundary between layout and pixels: the layout engine produces it, the canvas renderer consumes it.
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// The size of the laid-out root view in points.
    public var size: CGSize
    /// The scale the frames were snapped for.
    public var scale: CGFloat
    /// The operations, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: CGSize, scale: CGFloat, items: [DisplayItem]) {
        self.size = size
        self.scale = scale
        self.items = items
    }

    /// One line per item, indented inside clips and opacity groups.
    public var description: String {
        var lines = ["DisplayList \(DumpFormat.size(size)) @\(DumpFormat.number(scale))x"]
        var depth = 1
        for item in items {
            if case .popClip = item { depth = max(1, depth - 1) }
            if case .endOpacityGroup = item { depth = max(1, depth - 1) }
            if case .popTransform = item { depth = max(1, depth - 1) }
            if case .endLayer = item { depth = max(1, depth - 1) }
            lines.append(String(repeating: "  ", count: depth) + item.description)
            if case .pushClip = item { depth += 1 }
            if case .beginOpacityGroup = item { depth += 1 }
            if case .pushTransform = item { depth += 1 }
            if case .beginLayer = item { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}
