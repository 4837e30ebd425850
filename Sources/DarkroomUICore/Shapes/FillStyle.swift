/// How to fill a path: the even-odd or non-zero winding rule.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule (`false`: non-zero).
    public var isEOFilled: Bool
    /// Whether to anti-alias edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
