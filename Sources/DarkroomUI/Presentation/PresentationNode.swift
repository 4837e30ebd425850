import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A view with something presented over the screen: the content, then (drawn by the nearest presentation
/// layer, or in place) the dimming and the alert card, action sheet or sheet.
final class PresentationNode: UnaryNode {
    enum Kind {
        /// An alert card centred on the screen.
        case alert(card: LayoutNode)
        /// An action sheet at the bottom: the actions card and the cancel card.
        case actionSheet(card: LayoutNode, cancel: LayoutNode?)
        /// A sheet card from the top (`fraction` of the screen for a medium detent, nil for large), with its drag
        /// indicator's colour when `presentationDragIndicator(.visible)` asks for one.
        case sheet(content: LayoutNode, fraction: CGFloat?, region: SafeAreaRegion, background: ResolvedColor, dragIndicator: ResolvedColor?)
        /// Content covering the whole screen.
        case fullScreen(content: LayoutNode, region: SafeAreaRegion, background: ResolvedColor)
    }

    let kind: Kind
    let region: SafeAreaRegion?
    let layer: PresentationLayer?
    let dimming: ResolvedColor
    private var screen: CGRect = .zero
    private var cardRect: CGRect = .zero
    /// The sheet card's corner radius (`presentationCornerRadius`).
    var sheetCornerRadius = PresentationMetrics.sheetCornerRadius

    init(child: LayoutNode, kind: Kind, region: SafeAreaRegion?, layer: PresentationLayer?, dimming: ResolvedColor) {
        self.kind = kind
        self.region = region
        self.layer = layer
        self.dimming = dimming
        super.init(child: child)
    }

    private var presented: [LayoutNode] {
        switch kind {
        case .alert(let card): return [card]
        case .actionSheet(let card, let cancel): return [card] + (cancel.map { [$0] } ?? [])
        case .sheet(let content, _, _, _, _), .fullScreen(let content, _, _): return [content]
        }
    }

    override var children: [LayoutNode] { [child] + presented }

    /// A right-to-left mirror around the presenting view leaves the presented card where it is: it is placed on
    /// the screen, not in the presenting view, and mirrors its own content (`Presentations.inDirection`).
    override var mirroredChildren: [LayoutNode] { [child] }

    /// The screen the presentation is placed on: the container's region, or without one this view's frame.
    private var currentScreen: CGRect {
        let s = region?.outer ?? frame
        return s.isEmpty ? frame : s
    }

    /// The card follows its screen when a mirror moved the container that owns the screen (a navigation stack
    /// narrower than a right-to-left frame around it), or this view when it has no container; a mirror inside
    /// the container moves neither.
    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {
        let dx = currentScreen.midX - screen.midX
        guard dx != 0, dx.isFinite else { return }
        screen = screen.offsetBy(dx: dx, dy: 0)
        cardRect = cardRect.offsetBy(dx: dx, dy: 0)
        switch kind {
        case .sheet(_, _, let contentRegion, _, _), .fullScreen(_, let contentRegion, _):
            contentRegion.safe = contentRegion.safe.offsetBy(dx: dx, dy: 0)
            contentRegion.outer = contentRegion.outer.offsetBy(dx: dx, dy: 0)
        case .alert, .actionSheet:
            break
        }
        for node in presented where node.isPlaced { node.translatePlacedSubtree(by: dx) }
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        super.placeChildren(in: rect, proposal: proposal)
        // The root region's outer rect is the screen; without a device, the view's own frame.
        screen = region?.outer ?? rect
        if screen.isEmpty { screen = rect }
        let safe = region.map { $0.safe.isEmpty ? screen : $0.safe } ?? screen
        switch kind {
        case .alert(let card):
            let p = ProposedViewSize(width: PresentationMetrics.alertWidth, height: nil)
            let s = card.sizeThatFits(p)
            card.place(in: CGRect(x: screen.midX - s.width / 2, y: screen.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        case .actionSheet(let card, let cancel):
            let m = PresentationMetrics.actionSheetMargin
            let width = min(screen.width, safe.width) - 2 * m
            let p = ProposedViewSize(width: width, height: nil)
            var bottom = safe.maxY < screen.maxY ? safe.maxY : screen.maxY - m
            if let cancel {
                let s = cancel.sizeThatFits(p)
                cancel.place(in: CGRect(x: screen.midX - width / 2, y: bottom - s.height, width: width, height: s.height), proposal: p)
                bottom -= s.height + m
            }
            let s = card.sizeThatFits(p)
            card.place(in: CGRect(x: screen.midX - width / 2, y: bottom - s.height, width: width, height: s.height), proposal: p)
        case .sheet(let content, let fraction, let contentRegion, _, _):
            let top: CGFloat
            if let fraction { top = screen.maxY - screen.height * fraction } else { top = safe.minY + PresentationMetrics.sheetTopGap }
            cardRect = CGRect(x: screen.minX, y: top, width: screen.width, height: screen.maxY - top)
            let bottomInset = screen.maxY - safe.maxY
            let inner = CGRect(x: cardRect.minX, y: cardRect.minY, width: cardRect.width, height: max(0, cardRect.height - bottomInset))
            contentRegion.safe = inner
            contentRegion.outer = cardRect
            let p = ProposedViewSize(inner.size)
            let s = content.sizeThatFits(p)
            content.place(in: CGRect(x: inner.midX - s.width / 2, y: inner.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        case .fullScreen(let content, let contentRegion, _):
            cardRect = screen
            contentRegion.safe = safe
            contentRegion.outer = screen
            let p = ProposedViewSize(safe.size)
            let s = content.sizeThatFits(p)
            content.place(in: CGRect(x: safe.midX - s.width / 2, y: safe.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        }
        layer?.register(self)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        if child.isPlaced { child.draw(into: &builder) }
        if layer == nil { drawPresentation(into: &builder) }
    }

    func drawPresentation(into builder: inout DisplayListBuilder) {
        let s = builder.snap(screen)
        switch kind {
        case .alert(let card):
            builder.append(.fill(Path(s), color: dimming, style: FillStyle()))
            card.draw(into: &builder)
        case .actionSheet(let card, let cancel):
            builder.append(.fill(Path(s), color: dimming, style: FillStyle()))
            card.draw(into: &builder)
            cancel?.draw(into: &builder)
        case .sheet(let content, let fraction, _, let background, let dragIndicator):
            if fraction == nil, let region, !region.safe.isEmpty, region.safe.minY > s.minY {
                // A large sheet on a device: the screen drawn so far is scaled back behind it.
                let k = PresentationMetrics.presentingScale
                let top = builder.snap(region.safe).minY
                let back = CGRect(x: s.midX - s.width * k / 2, y: top, width: s.width * k, height: s.height * k)
                let transform = CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: back.minX - s.minX * k, ty: back.minY - s.minY * k)
                builder.wrapEverything(
                    over: .fill(Path(s), color: ResolvedColor(red: 0, green: 0, blue: 0), style: FillStyle()),
                    clip: Path(roundedRect: back, cornerRadius: PresentationMetrics.presentingCornerRadius, style: .continuous),
                    transform: transform)
            }
            builder.append(.fill(Path(s), color: dimming, style: FillStyle()))
            let card = builder.snap(cardRect)
            let path = Path(roundedRect: card, cornerRadius: sheetCornerRadius, style: .continuous)
            builder.append(.fill(path, color: background, style: FillStyle()))
            builder.append(.pushClip(path, style: FillStyle()))
            content.draw(into: &builder)
            builder.append(.popClip)
            if let dragIndicator {
                let size = PresentationMetrics.dragIndicatorSize
                let grabber = builder.snap(
                    CGRect(
                        x: card.midX - size.width / 2, y: card.minY + PresentationMetrics.dragIndicatorTop,
                        width: size.width, height: size.height))
                builder.append(.fill(Path(roundedRect: grabber, cornerRadius: size.height / 2), color: dragIndicator, style: FillStyle()))
            }
        case .fullScreen(let content, _, let background):
            builder.append(.fill(Path(s), color: background, style: FillStyle()))
            content.draw(into: &builder)
        }
    }

    override var debugName: String {
        switch kind {
        case .alert: return "alert"
        case .actionSheet: return "confirmationDialog"
        case .sheet: return "sheet"
        case .fullScreen: return "fullScreenCover"
        }
    }
}
