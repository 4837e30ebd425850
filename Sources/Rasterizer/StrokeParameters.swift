import Foundation

/// How the ends of open subpaths (and dashes) are drawn.
public enum LineCap: Sendable, Equatable {
    case butt
    case round
    case square
}

/// How corners between segments are drawn.
public enum LineJoin: Sendable, Equatable {
    case miter
    case round
    case bevel
}

/// A stroke's geometry, as CoreGraphics / SwiftUI's `StrokeStyle`.
public struct StrokeParameters: Sendable, Equatable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// Miter joins whose miter length exceeds `miterLimit × lineWidth` become bevel joins.
    public var miterLimit: CGFloat
    /// Alternating on/off lengths in points; empty (or all zero, or containing a negative or non-finite
    /// length) draws a solid stroke. An odd count is repeated, as in CoreGraphics.
    public var dash: [CGFloat]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1,
        lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10,
        dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
