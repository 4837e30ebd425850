import Foundation

/// How to stroke a path: width, caps, joins, miter limit and dashes.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// The ends of open subpaths.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The corners between segments.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    /// Creates a stroke style; the defaults match SwiftUI (1 point, butt caps, miter joins, limit 10, no dashes).
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
