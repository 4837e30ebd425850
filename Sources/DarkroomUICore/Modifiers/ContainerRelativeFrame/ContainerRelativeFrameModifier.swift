import Foundation

/// `containerRelativeFrame(_:…)`: sizes the view relative to the nearest container.
nonisolated struct ContainerRelativeFrameModifier: ViewModifier, _UnaryModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        environment.containerSize?.hasReaders = true
        return ContainerRelativeFrameNode(
            child: node, axes: axes, alignment: alignment, length: length,
            container: environment.containerSize, region: environment.safeAreaRegion)
    }
}

extension View {
    /// Positions the view in an invisible frame as long as the nearest container along `axes`: the scroll view
    /// it is in (less content margins and safe-area padding), else the screen's safe area.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions the view in an invisible frame `span` of `count` equal columns (or rows) of the nearest
    /// container, with `spacing` between them: `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    /// A `count` below 1 is treated as 1.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
        alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1), span = max(span, 1)
        return modifier(
            ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
                let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                return column * CGFloat(span) + spacing * CGFloat(span - 1)
            })
    }

    /// Positions the view in an invisible frame whose length along each of `axes` is `length(containerLength, axis)`.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
