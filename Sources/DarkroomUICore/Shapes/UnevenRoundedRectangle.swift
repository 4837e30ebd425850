import Foundation

/// The radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle with a different radius at each corner. Radii are limited to half the shorter side;
/// corners are circular arcs (the continuous style is drawn circular).
public nonisolated struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return Path() }
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v - insetAmount, 0), limit) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        var path = Path()
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        path.closeSubpath()
        return path
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The shape of the containing view (SwiftUI's `ContainerRelativeShape`). In an app — no widget or
/// container shape around it — it is the view's rectangle, as on iOS.
public nonisolated struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        return Path(r)
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have their own radii.
    public nonisolated static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle whose corners have their own radii.
    public nonisolated static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the enclosing container (`.contentShape(.containerRelative)`).
    public nonisolated static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
