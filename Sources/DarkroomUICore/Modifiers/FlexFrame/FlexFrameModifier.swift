import Foundation

/// A flexible frame with minimum, ideal and maximum sizes (LAYOUT.md §5).
package nonisolated struct FlexFrameModifier: ViewModifier, _UnaryModifier {
    package let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    package let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    package let alignment: Alignment

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        func limits(_ mn: CGFloat?, _ id: CGFloat?, _ mx: CGFloat?, _ axis: String) -> FlexFrameNode.Limits {
            let l = FlexFrameNode.Limits(
                min: Validation.flexLength(mn, "min\(axis)", allowInfinity: false, context),
                ideal: Validation.flexLength(id, "ideal\(axis)", allowInfinity: false, context),
                max: Validation.flexLength(mx, "max\(axis)", allowInfinity: true, context))
            if let a = l.min, let b = l.max, a > b { context.log("Contradictory frame constraints specified: min\(axis) > max\(axis).") }
            return l
        }
        return FlexFrameNode(
            child: node, horizontal: limits(minWidth, idealWidth, maxWidth, "Width"),
            vertical: limits(minHeight, idealHeight, maxHeight, "Height"), alignment: alignment)
    }
}

extension View {
    /// Constrains the view's size between minimums and maximums, with ideal sizes for `nil` proposals.
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
