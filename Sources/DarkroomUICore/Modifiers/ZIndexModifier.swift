import Foundation

/// `.zIndex(_:)`: the view's drawing order among its siblings (a trait the parent reads).
nonisolated struct ZIndexModifier: ViewModifier, _UnaryModifier {
    let value: Double

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        if value.isNaN {
            context.log("Invalid zIndex nan; using 0.")
            node.traits.zIndex = 0
        } else {
            node.traits.zIndex = value
        }
        return node
    }
}

extension View {
    /// Controls the display order of overlapping views: among siblings (in a `ZStack`, an overlay's or
    /// background's content, any layout), a higher value draws on top and is hit first; equal values keep
    /// their order in the code. The default is 0. A NaN value is treated as 0 with a diagnostic.
    public nonisolated func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}
