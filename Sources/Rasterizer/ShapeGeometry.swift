import Foundation

/// A built-in shape that can produce its path in any rectangle and be inset, so callers can draw
/// SwiftUI's `.strokeBorder` (stroke of the shape inset by half the line width) as well as `.stroke`.
public enum ShapeGeometry: Sendable, Equatable {
    case rect
    case roundedRect(cornerSize: CGSize, style: CornerStyle)
    case capsule(style: CornerStyle)
    case ellipse
    /// A fixed path; insetting it leaves it unchanged.
    case path(RasterPath)

    /// The shape's outline filling `rect`.
    public func path(in rect: CGRect) -> RasterPath {
        switch self {
        case .rect: return .rect(rect)
        case .roundedRect(let cornerSize, let style): return .roundedRect(rect, cornerSize: cornerSize, style: style)
        case .capsule(let style): return .capsule(in: rect, style: style)
        case .ellipse: return .ellipse(in: rect)
        case .path(let path): return path
        }
    }

    /// The shape inset by `amount` on every side, as SwiftUI's `InsettableShape.inset(by:)`: rounded
    /// rectangles keep their style and lose `amount` of corner size (never below zero).
    public func inset(by amount: CGFloat) -> InsetShape {
        InsetShape(base: self, amount: amount)
    }

    /// A shape inset by a fixed amount.
    public struct InsetShape: Sendable, Equatable {
        public var base: ShapeGeometry
        public var amount: CGFloat

        /// The inset outline inside `rect` (an empty path when the inset swallows the rectangle).
        public func path(in rect: CGRect) -> RasterPath {
            let inner = rect.standardized.insetBy(dx: amount, dy: amount)
            guard !inner.isNull, inner.width >= 0, inner.height >= 0 else { return RasterPath() }
            switch base {
            case .roundedRect(let cornerSize, let style):
                let size = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
                return .roundedRect(inner, cornerSize: size, style: style)
            case .path:
                return base.path(in: rect)
            default:
                return base.path(in: inner)
            }
        }
    }
}
