import Foundation

/// An ellipse filling its frame.
public nonisolated struct Ellipse: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public nonisolated static var ellipse: Ellipse { Ellipse() }
}
