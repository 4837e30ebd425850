import Foundation

/// Constrains a view to an aspect ratio (see `AspectRatioNode`).
nonisolated struct AspectRatioModifier: ViewModifier, _UnaryModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        var ratio = ratio
        if let r = ratio, !(r.isFinite && r > 0) {
            context.log("aspectRatio(\(r)) is not a positive finite ratio; using the view's own ratio.")
            ratio = nil
        }
        return AspectRatioNode(child: node, ratio: ratio, contentMode: contentMode)
    }
}

extension View {
    /// Proposes this view the largest (`.fit`) or smallest (`.fill`) size of width ÷ height `aspectRatio` for the
    /// offered space (`nil`: the view's ideal size's ratio).
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Like `aspectRatio(_:contentMode:)` with the ratio of `aspectRatio` (width ÷ height).
    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Scales the view to fit the offered space, keeping its aspect ratio.
    public nonisolated func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the offered space, keeping its aspect ratio.
    public nonisolated func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
