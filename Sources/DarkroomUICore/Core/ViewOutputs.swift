/// Resolution plumbing: where a view appends the layout nodes it resolves to.
///
/// Public only because `View` and `ViewModifier` have underscored requirements that use it (as SwiftUI's
/// `_makeView` does); it has no public members.
public struct _ViewOutputs {
    package var nodes: [LayoutNode]
    package let context: ResolveContext
    /// Whether these outputs make one view (the root of a render) rather than the elements of a list (a stack's,
    /// a group's or a `ForEach`'s children). In SwiftUI a modifier of a single view whose content is empty (an `if`
    /// that is false, `EmptyView`) still applies, to an empty view: `.frame(width: 100, height: 100)` of it is a
    /// 100-point square; among a list's elements an empty content has no element to modify.
    package var singleView = false
}
