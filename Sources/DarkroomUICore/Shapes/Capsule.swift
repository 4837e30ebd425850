import Foundation

/// A rectangle whose shorter sides are semicircles.
public nonisolated struct Capsule: InsettableShape, Sendable {
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A capsule (continuous corners by default, like SwiftUI).
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Capsule {
    /// A capsule (`.background(.tint, in: .capsule)`).
    public nonisolated static var capsule: Capsule { Capsule() }

    /// A capsule whose rounded ends use `style`.
    public nonisolated static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
