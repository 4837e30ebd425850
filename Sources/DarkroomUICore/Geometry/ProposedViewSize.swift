import Foundation

/// A proposal for the size of a view: `nil` asks for the ideal size, `0` for the minimum, `.infinity` for the maximum.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal from a concrete size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size: `(0, 0)`.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size: `(nil, nil)`.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size: `(∞, ∞)`.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size`'s (10×10 by default, like SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` on `axis` and `minor` on the other axis.
    init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// NaN becomes `nil` and negative values become 0, so that bad proposals cannot poison layout.
    var sanitized: ProposedViewSize {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return v < 0 ? 0 : v
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}
