/// Resolution plumbing: where a view appends the layout nodes it resolves to.
///
/// Public only because `View` and `ViewModifier` have underscored requirements that use it (as SwiftUI's
/// `_makeView` does); it has no public members.
public struct _ViewOutputs {
    package var nodes: [LayoutNode]
    package let context: ResolveContext
}
