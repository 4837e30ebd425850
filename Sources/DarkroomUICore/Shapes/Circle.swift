import Foundation

/// A circle centred in its frame with the frame's smaller side as diameter.
public nonisolated struct Circle: InsettableShape, Sendable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Circle {
    /// A circle centred in the frame (`.background(.blue, in: .circle)`).
    public nonisolated static var circle: Circle { Circle() }
}
