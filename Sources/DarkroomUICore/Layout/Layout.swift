import Foundation

/// A type that measures and places a collection of subviews: SwiftUI's `Layout` protocol.
///
/// Use a layout as a container: `MyLayout(spacing: 4) { Color.red; Color.blue }`.
public protocol Layout {
    /// Storage for values computed once per container.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the container (e.g. its stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`; may be called many times with different proposals.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` (root coordinates), a size previously returned by `sizeThatFits`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's spacing preferences (by default the union of its subviews').
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// An explicit value for a horizontal guide, or `nil` for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// An explicit value for a vertical guide, or `nil` for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Creates the cache for a container.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache when the subviews change (by default, makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard var result = subviews.first?.spacing else { return ViewSpacing() }
        for subview in subviews.dropFirst() { result.formUnion(subview.spacing) }
        return result
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        nil
    }

    /// Uses the layout as a container for `content`.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}
