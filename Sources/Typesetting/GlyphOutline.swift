import Foundation

/// The outline of an outline glyph in points, relative to its pen position on the baseline,
/// y pointing down (SwiftUI's coordinate space). Fill with the non-zero rule. Lets a renderer
/// draw text under transforms (rotation, scale effects) as paths instead of pixel masks.
public struct GlyphOutline: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public var elements: [Element]

    /// The same outline moved by `dx`, `dy` points (e.g. to the glyph's position in a layout).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> GlyphOutline {
        func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        return GlyphOutline(
            elements: elements.map { element in
                switch element {
                case .move(let to): .move(to: move(to))
                case .line(let to): .line(to: move(to))
                case .quadCurve(let to, let control): .quadCurve(to: move(to), control: move(control))
                case .curve(let to, let control1, let control2):
                    .curve(to: move(to), control1: move(control1), control2: move(control2))
                case .closeSubpath: .closeSubpath
                }
            })
    }
}
