import Foundation

/// A scrollable view: its content is proposed an unlimited length along the scroll axes, drawn at offset
/// zero (scrolled to the top/leading edge, as at launch) and clipped to the scroll view's frame, extended
/// under the home indicator and bars as iOS does.
public nonisolated struct ScrollView<Content: View>: View, _PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown while scrolling (none are drawn at rest).
    public var showsIndicators: Bool
    /// The scroll view's content.
    public var content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        env.stackAxis = nil
        env.rowContext = nil
        let margins = environment.contentMargins
        let container = ContainerSize()
        env.containerSize = container
        let target = environment.scrollRequest
        if target != nil {
            env.scrollRequest = nil
            env.recordsScrollIDs = true
        }
        var node = Resolver.singleNode(for: content, environment: env, context: context, combinedWith: VStackLayout())
        if margins != EdgeInsets() { node = PaddingNode(child: node, insets: margins) }
        let scroll = ScrollViewNode(content: node, axes: axes, region: environment.safeAreaRegion, container: container, insets: margins)
        scroll.clipsContent = !environment.scrollClipDisabled
        scroll.target = target
        return [scroll]
    }
}

/// Lays out a scroll view's content at rest.
final class ScrollViewNode: LayoutNode {
    private(set) var content: LayoutNode
    let axes: Axis.Set
    let region: SafeAreaRegion?
    /// The container size `containerRelativeFrame` reads inside: the visible size less `insets`.
    let container: ContainerSize
    /// Content margins and safe-area padding: the content is inset by them and the container is smaller by them.
    private(set) var insets: EdgeInsets
    private var clipRect: CGRect = .zero
    /// Whether the content is clipped to the frame (off with `scrollClipDisabled()`).
    var clipsContent = true
    /// The view to show scrolled into view (`ScrollViewProxy.scrollTo`, `scrollPosition(id:)`); nil: the start.
    var target: ScrollRequest?

    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {
        clipRect = mirror(clipRect)
    }

    init(content: LayoutNode, axes: Axis.Set, region: SafeAreaRegion?, container: ContainerSize, insets: EdgeInsets) {
        self.content = content
        self.axes = axes
        self.region = region
        self.container = container
        self.insets = insets
        super.init()
    }

    /// `safeAreaPadding` on the scroll view: the content scrolls inset by `padding`, as by content margins.
    func addSafeAreaPadding(_ padding: EdgeInsets) {
        content = PaddingNode(child: content, insets: padding)
        insets = EdgeInsets(
            top: insets.top + padding.top, leading: insets.leading + padding.leading,
            bottom: insets.bottom + padding.bottom, trailing: insets.trailing + padding.trailing)
    }

    /// Records the visible size for `proposal` as the container size; content sized against another one is
    /// laid out again.
    private func updateContainer(_ proposal: ProposedViewSize) {
        func length(_ value: CGFloat?, _ inset: CGFloat) -> CGFloat? {
            guard let value, value.isFinite else { return nil }
            return max(0, value - inset)
        }
        if container.update(width: length(proposal.width, insets.horizontal), height: length(proposal.height, insets.vertical)) {
            content.invalidateMemoisedSizes()
        }
    }

    override var children: [LayoutNode] { [content] }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// A scroll view that scrolls only horizontally is as tall as its content, as SwiftUI's is (a row of cards
    /// under a title sits right under it); along its scroll axes it takes what it is offered.
    private var hugsHeight: Bool { axes == .horizontal }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let needsContent = proposal.width == nil || proposal.height == nil || hugsHeight
        if needsContent { updateContainer(proposal) }
        let c = needsContent ? content.sizeThatFits(contentProposal(proposal)) : .zero
        return CGSize(width: proposal.width ?? c.width, height: hugsHeight ? c.height : proposal.height ?? c.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        updateContainer(ProposedViewSize(rect.size))
        let p = contentProposal(ProposedViewSize(rect.size))
        let s = content.sizeThatFits(p)
        // Content starts at the top/leading edge along the scroll axes and is centred across them.
        let x = axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - s.width) / 2
        let y = axes.contains(.vertical) ? rect.minY : rect.minY + (rect.height - s.height) / 2
        content.place(in: CGRect(x: x, y: y, width: s.width, height: s.height), proposal: p)
        if let target, let found = ScrollIDTrait.find(target.id, in: content) {
            let offset = target.offset(toShow: found.frame, in: rect, contentSize: s, axes: axes)
            if offset != .zero {
                content.place(in: CGRect(x: x - offset.width, y: y - offset.height, width: s.width, height: s.height), proposal: p)
            }
        }
        let edges: Edge.Set = axes.contains(.vertical) ? [.top, .bottom] : [.leading, .trailing]
        clipRect = region?.expand(rect, edges: edges) ?? rect
    }

    override func draw(into builder: inout DisplayListBuilder) {
        guard clipsContent else {
            if content.isPlaced { content.draw(into: &builder) }
            return
        }
        let clip = builder.snap(clipRect)
        guard clip.width.isFinite, clip.height.isFinite else { return }
        builder.append(.pushClip(Path(clip), style: FillStyle()))
        if content.isPlaced { content.draw(into: &builder) }
        builder.append(.popClip)
    }

    override var debugName: String { "ScrollView" }
    override var debugAttributes: [String] {
        axes == .vertical ? [] : [axes == .horizontal ? "horizontal" : "horizontal, vertical"]
    }
}

/// Scrolls a scroll view to a view's id (`.id(_:)` or a `ForEach` element's id). A request made while the view is
/// hosted — in `onAppear`, `onChange`, a tapped button's action, or in a one-shot snapshot, whose `onAppear` actions
/// run before it is drawn — is drawn: the scroll view shows the view where `anchor` puts it.
public struct ScrollViewProxy {
    let request: Binding<ScrollRequest?>?

    /// Scrolls the enclosing scroll view so that the view with `id` shows: with an `anchor`, the view's anchor
    /// point at the scroll view's same point (`.bottom`: the view's bottom at the bottom edge); without one, as
    /// little as needed to make it fully visible. The offset stays between the start and the end of the content.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let id = ScrollRequest.identifier(id) else { return }
        request?.wrappedValue = ScrollRequest(id: id, anchor: anchor)
    }
}

/// Gives its content a `ScrollViewProxy`.
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var target: ScrollRequest?

    /// A reader whose content gets a proxy for programmatic scrolling.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: some View {
        content(ScrollViewProxy(request: $target)).environment(\.scrollRequest, target)
    }
}
