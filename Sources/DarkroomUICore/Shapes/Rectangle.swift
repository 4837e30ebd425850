import Foundation

/// A rectangle filling its frame.
public nonisolated struct Rectangle: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangle filling the frame (`.contentShape(.rect)`).
    public nonisolated static var rect: Rectangle { Rectangle() }
}
