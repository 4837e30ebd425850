import Foundation

/// An immutable path (Core Graphics' `CGPath`), as SwiftUI's `Path(_:)` and `Path.cgPath` exchange it with UIKit
/// code: `Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: radii).cgPath)`.
///
/// Darkroom's stand-in holds a `Path` and offers what passes a path between the two; Core Graphics' drawing and
/// querying API on it is not provided (it does not compile).
public final class CGPath: Sendable {
    /// The path it holds.
    package let path: Path

    package init(_ path: Path) {
        self.path = path
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
}

extension Path {
    /// The path `path` holds.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(self) }
}
