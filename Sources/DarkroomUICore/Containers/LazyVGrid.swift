import Foundation

/// A grid that fills its columns row by row, growing vertically.
public nonisolated struct LazyVGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    /// A grid with `columns`, rows `spacing` apart (nil: 8 pt), aligned in its width by `alignment`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = _LazyGridLayout(
            axis: .vertical, tracks: columns, spacing: spacing.map { $0.isFinite ? max(0, $0) : 0 } ?? GridTracks.defaultSpacing,
            alignment: Alignment(horizontal: alignment, vertical: .center))
        self.content = content()
    }

    @MainActor public var body: some View {
        layout { content }
    }
}

/// A grid that fills its rows column by column, growing horizontally.
public nonisolated struct LazyHGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    /// A grid with `rows`, columns `spacing` apart (nil: 8 pt), aligned in its height by `alignment`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = _LazyGridLayout(
            axis: .horizontal, tracks: rows, spacing: spacing.map { $0.isFinite ? max(0, $0) : 0 } ?? GridTracks.defaultSpacing,
            alignment: Alignment(horizontal: .center, vertical: alignment))
        self.content = content()
    }

    @MainActor public var body: some View {
        layout { content }
    }
}

/// The layout of lazy grids: tracks across the grid's fixed axis, lines (rows of a vertical grid) along it.
public struct _LazyGridLayout: Layout {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat
    let alignment: Alignment

    /// The cross length the tracks are resolved for: the proposal, or the tracks' own sizes when unspecified.
    private func crossLength(_ proposal: ProposedViewSize, subviews: Subviews) -> CGFloat {
        if let length = (axis == .vertical ? proposal.width : proposal.height), length.isFinite { return length }
        // Unspecified: fixed tracks keep their size, flexible ones take their minimum (10 pt by default).
        return tracks.map(GridTracks.sanitized).reduce(CGFloat(0)) { total, item in
            let s: CGFloat
            switch item.size {
            case .fixed(let v): s = v
            case .flexible(let a, _), .adaptive(let a, _): s = a
            }
            return total + s + (item.spacing ?? GridTracks.defaultSpacing)
        } - (tracks.last.map { GridTracks.sanitized($0).spacing ?? GridTracks.defaultSpacing } ?? 0)
    }

    private func arrange(_ proposal: ProposedViewSize, subviews: Subviews) -> (size: CGSize, frames: [CGRect], proposals: [ProposedViewSize]) {
        let cross = crossLength(proposal, subviews: subviews)
        let resolved = GridTracks.resolve(tracks, length: cross)
        // No tracks: nothing has room; every subview gets a zero-size cell at the origin.
        guard !resolved.isEmpty else {
            return (.zero, [CGRect](repeating: .zero, count: subviews.count), [ProposedViewSize](repeating: .zero, count: subviews.count))
        }
        let tracksLength = resolved.reduce(CGFloat(0)) { $0 + $1.size + $1.spacing }
        let crossOffset: CGFloat
        let a =
            axis == .vertical
            ? alignment.horizontal.key.id.defaultValue(in: ViewDimensions(size: CGSize(width: cross - tracksLength, height: 0), node: nil, proposal: .unspecified))
            : alignment.vertical.key.id.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: cross - tracksLength), node: nil, proposal: .unspecified))
        crossOffset = a
        var frames = [CGRect](repeating: .zero, count: subviews.count)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: subviews.count)
        var position: CGFloat = 0
        var index = 0
        while index < subviews.count {
            let line = index..<min(index + resolved.count, subviews.count)
            var lineLength: CGFloat = 0
            var sizes: [CGSize] = []
            for (k, i) in line.enumerated() {
                let p = axis == .vertical ? ProposedViewSize(width: resolved[k].size, height: nil) : ProposedViewSize(width: nil, height: resolved[k].size)
                let s = subviews[i].sizeThatFits(p)
                proposals[i] = p
                sizes.append(s)
                lineLength = max(lineLength, axis == .vertical ? s.height : s.width)
            }
            var trackStart = crossOffset
            for (k, i) in line.enumerated() {
                let s = sizes[k]
                let cellAlignment = resolved[k].alignment ?? .center
                let cell =
                    axis == .vertical
                    ? CGRect(x: trackStart, y: position, width: resolved[k].size, height: lineLength)
                    : CGRect(x: position, y: trackStart, width: lineLength, height: resolved[k].size)
                let dx = cellAlignment.horizontal.key.id.defaultValue(in: ViewDimensions(size: CGSize(width: cell.width - s.width, height: 0), node: nil, proposal: .unspecified))
                let dy = cellAlignment.vertical.key.id.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: cell.height - s.height), node: nil, proposal: .unspecified))
                frames[i] = CGRect(x: cell.minX + dx, y: cell.minY + dy, width: s.width, height: s.height)
                trackStart += resolved[k].size + resolved[k].spacing
            }
            position += lineLength
            index = line.upperBound
            if index < subviews.count { position += spacing }
        }
        let size = axis == .vertical ? CGSize(width: cross, height: position) : CGSize(width: position, height: cross)
        return (size, frames, proposals)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = axis == .vertical ? ProposedViewSize(width: bounds.width, height: proposal.height) : ProposedViewSize(width: proposal.width, height: bounds.height)
        let result = arrange(p, subviews: subviews)
        for i in subviews.indices {
            let f = result.frames[i]
            subviews[i].place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), anchor: .topLeading, proposal: result.proposals[i])
        }
    }
}
