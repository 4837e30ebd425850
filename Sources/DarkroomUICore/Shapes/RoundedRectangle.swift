import Foundation

/// A rectangle with rounded corners.
public nonisolated struct RoundedRectangle: InsettableShape, Sendable {
    /// The corner radii.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// Corners of radius `cornerRadius` (continuous by default, like SwiftUI).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Corners with the given radii.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        self.cornerSize = CGSize(width: clean(cornerSize.width), height: clean(cornerSize.height))
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with `cornerRadius` (`.background(.fill, in: .rect(cornerRadius: 20))`).
    public nonisolated static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public nonisolated static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
