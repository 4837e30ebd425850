import Foundation

/// A geometric value (a rect or a point) of a view, captured after layout and resolved in another view's
/// coordinate space with `GeometryProxy[anchor]`. Made by `anchorPreference(key:value:transform:)`.
public struct Anchor<Value> {
    /// The value in root (global) coordinates.
    let globalValue: Value
    /// The value translated by an offset (to express it in a proxy's local space).
    let translate: (Value, CGSize) -> Value

    /// Where an anchor's value comes from: a rect or point of the view that makes the anchor.
    public struct Source {
        let name: String
        let make: (CGRect) -> Anchor<Value>
    }

    /// The value in the local space of a view whose frame in root coordinates starts at `origin`.
    func value(relativeTo origin: CGPoint) -> Value {
        translate(globalValue, CGSize(width: -origin.x, height: -origin.y))
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.globalValue == rhs.globalValue }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: "bounds") { frame in Anchor<CGRect>(globalValue: frame, translate: translateRect) }
    }

    /// `r` in the view's local coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: "rect") { frame in
            Anchor<CGRect>(globalValue: r.offsetBy(dx: frame.minX, dy: frame.minY), translate: translateRect)
        }
    }

    private static func translateRect(_ rect: CGRect, _ offset: CGSize) -> CGRect {
        rect.offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `p` in the view's local coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: "point") { frame in
            Anchor<CGPoint>(globalValue: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) }
        }
    }

    /// The point at `p` (a unit point) of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(name: "unitPoint") { frame in
            Anchor<CGPoint>(globalValue: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)) {
                CGPoint(x: $0.x + $1.width, y: $0.y + $1.height)
            }
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value (a view's rect or point) in this proxy's local coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame.origin)
    }
}

// An anchor is an immutable value (a rect or point and how to move it), safe to share like SwiftUI's.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}
