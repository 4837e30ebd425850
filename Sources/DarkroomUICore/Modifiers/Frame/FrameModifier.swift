import Foundation

/// A fixed-size frame (LAYOUT.md §4).
package nonisolated struct FrameModifier: ViewModifier, _UnaryModifier {
    package let width: CGFloat?
    package let height: CGFloat?
    package let alignment: Alignment

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        FrameNode(
            child: node, width: Validation.frameLength(width, "width", context),
            height: Validation.frameLength(height, "height", context), alignment: alignment)
    }
}

extension View {
    /// Gives the view a fixed width and/or height; `nil` dimensions take the child's size.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }
}
