import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets; every edge defaults to 0.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    init(_all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// `value` on `edges`, 0 elsewhere.
    package init(_ edges: Edge.Set, _ value: CGFloat) {
        self.init(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0)
    }

    package var horizontal: CGFloat { leading + trailing }
    package var vertical: CGFloat { top + bottom }
}
