import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A list laid out as iOS lays out a table view at rest: sections of rows from the top, clipped to the
/// list's frame (extended under the home indicator and bars), measuring only the rows that are visible.
final class ListNode: LayoutNode {
    struct Section {
        var header: LayoutNode?
        var rows: ListRows
        var footer: LayoutNode?
        /// Row traits set on the `Section` itself (`Section { … }.listRowBackground(…)`): every row that does not
        /// set its own takes them, as in SwiftUI.
        var traits = ListRowTraits()

        func traits(of row: LayoutNode) -> ListRowTraits {
            var own = layoutTraits(of: row)
            // One background node per row: a section's background view is resolved again for each of its rows.
            if own.background == nil { own.background = traits.makeBackground?() }
            return own
        }

        /// `traits(of:)` without the row background (whose view it would resolve), for measuring.
        func layoutTraits(of row: LayoutNode) -> ListRowTraits {
            var own = ListRowTraits.of(row)
            if own.insets == nil { own.insets = traits.insets }
            if own.topSeparator == .automatic { own.topSeparator = traits.topSeparator }
            if own.bottomSeparator == .automatic { own.bottomSeparator = traits.bottomSeparator }
            if own.topSeparatorTint == nil { own.topSeparatorTint = traits.topSeparatorTint }
            if own.bottomSeparatorTint == nil { own.bottomSeparatorTint = traits.bottomSeparatorTint }
            if own.sectionTopSeparator == .automatic { own.sectionTopSeparator = traits.sectionTopSeparator }
            if own.sectionBottomSeparator == .automatic { own.sectionBottomSeparator = traits.sectionBottomSeparator }
            return own
        }
    }

    /// Colours of one style in one environment.
    struct Colors {
        var background: ResolvedColor
        var rowBackground: ResolvedColor
        var separator: ResolvedColor
        var headerBackground: ResolvedColor?
    }

    let sections: [Section]
    let style: _ListStyleKind
    let colors: Colors
    let region: SafeAreaRegion?
    let environment: EnvironmentValues
    /// Whether the environment's edit mode is editing (read when the list is resolved): rows of `onDelete`
    /// content show the delete control, rows of `onMove` content the reorder control.
    let isEditing: Bool
    /// What a `List(selection:)` has selected (nil: no selection).
    let selection: ListSelection?

    /// What placement produced, for drawing.
    private struct PlacedRow {
        var rect: CGRect
        var node: LayoutNode
        var separatorLeading: CGFloat
        var isLastInSection: Bool
        var traits: ListRowTraits
        /// In edit mode: where the row's delete and reorder controls are drawn.
        var deleteControl: CGRect?
        var reorderControl: CGRect?
        /// A multiple selection's circle in edit mode, and whether the row is selected (drawn highlighted).
        var selectionControl: CGRect?
        var isSelected = false
    }
    private var placedRows: [PlacedRow] = []
    private var cards: [CGRect] = []
    private var placedDecorations: [LayoutNode] = []
    private var placedHeaderBands: [CGRect] = []
    private var backgroundRect: CGRect = .zero

    init(
        sections: [Section], style: _ListStyleKind, colors: Colors, region: SafeAreaRegion?, environment: EnvironmentValues,
        selection: ListSelection? = nil
    ) {
        self.sections = sections
        self.style = style
        self.colors = colors
        self.region = region
        self.environment = environment
        isEditing = environment.editMode?.wrappedValue.isEditing ?? false
        self.selection = selection
        super.init()
    }

    /// Resolves `content` as list rows and sections.
    @MainActor
    static func make<Content: View>(
        content: Content, style: _ListStyleKind, selection: ListSelection? = nil,
        environment: EnvironmentValues, context: ResolveContext
    ) -> ListNode {
        var rowEnv = environment
        rowEnv.stackAxis = nil
        rowEnv.listRowContext = style
        rowEnv.listRecordsRowIDs = selection != nil
        var sections: [Section] = []
        if let lazy = content as? any _LazyListRows, let rows = lazy._lazyRows(environment: rowEnv, context: context) {
            sections = [Section(header: nil, rows: rows, footer: nil)]
            return ListNode(
                sections: sections, style: style, colors: adjustedColors(style, environment),
                region: environment.safeAreaRegion, environment: environment, selection: selection)
        }
        let nodes = Resolver.nodes(for: content, environment: rowEnv, context: context)
        var loose: [LayoutNode] = []
        for node in nodes {
            if let section = node as? ListSectionNode {
                if !loose.isEmpty {
                    sections.append(Section(header: nil, rows: ListRows(loose), footer: nil))
                    loose = []
                }
                sections.append(Section(header: section.header, rows: section.rows, footer: section.footer, traits: ListRowTraits.of(section)))
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(Section(header: nil, rows: ListRows(loose), footer: nil)) }
        return ListNode(
            sections: sections, style: style, colors: adjustedColors(style, environment),
            region: environment.safeAreaRegion, environment: environment, selection: selection)
    }

    /// The style's colours, without the background when `scrollContentBackground(.hidden)` hides it.
    static func adjustedColors(_ style: _ListStyleKind, _ environment: EnvironmentValues) -> Colors {
        var colors = colors(for: style, in: environment)
        if environment.scrollContentBackground == .hidden { colors.background = .clear }
        return colors
    }

    static func colors(for style: _ListStyleKind, in env: EnvironmentValues) -> Colors {
        let separator = SystemColors.separator.resolve(in: env)
        if style.isGrouped {
            return Colors(
                background: SystemColors.systemGroupedBackground.resolve(in: env),
                rowBackground: SystemColors.secondarySystemGroupedBackground.resolve(in: env),
                separator: separator, headerBackground: nil)
        }
        let background = SystemColors.systemBackground.resolve(in: env)
        return Colors(
            background: background, rowBackground: background, separator: separator,
            headerBackground: style == .plain ? background : nil)
    }

    /// The colour shown behind the list (what a navigation bar shows through at rest).
    var backgroundColor: ResolvedColor { colors.background }

    // MARK: Layout

    private var margin: (CGFloat) -> CGFloat {
        { [style] width in style.isInset ? ListMetrics.sectionMargin(forWidth: width) : 0 }
    }

    /// Runs the section/row layout for a list of `width` starting at `origin`; calls `visit` for every
    /// placed element; stops once `limit` (a y coordinate) is passed. Returns the content height.
    @discardableResult
    private func run(width: CGFloat, origin: CGPoint, limit: CGFloat, place: Bool) -> CGFloat {
        let m = margin(width)
        let cardX = origin.x + m
        let cardWidth = max(0, width - 2 * m)
        var y = origin.y
        var afterFooter = false
        if style == .plain || style == .inset { y += 0 }
        sectionLoop: for (index, section) in sections.enumerated() {
            // Header or the gap above the section.
            if let header = section.header {
                if style == .plain || style == .inset {
                    let hp = ListMetrics.plainHeaderVerticalPadding
                    let p = ProposedViewSize(width: max(0, cardWidth - ListMetrics.rowInsets.horizontal), height: nil)
                    let size = header.sizeThatFits(p)
                    let band = CGRect(x: origin.x, y: y, width: width, height: size.height + 2 * hp)
                    if place {
                        header.place(in: CGRect(x: cardX + ListMetrics.rowInsets.leading, y: y + hp, width: size.width, height: size.height), proposal: p)
                        placedDecorations.append(header)
                        placedHeaderBands.append(band)
                    }
                    y = band.maxY
                } else {
                    y += (index == 0 || !afterFooter) ? ListMetrics.headerTopPadding + (index == 0 ? 0 : ListMetrics.headerTopPadding) : ListMetrics.headerTopPadding
                    let p = ProposedViewSize(width: max(0, cardWidth - ListMetrics.rowInsets.horizontal), height: nil)
                    let size = header.sizeThatFits(p)
                    if place {
                        header.place(in: CGRect(x: cardX + ListMetrics.rowInsets.leading, y: y, width: size.width, height: size.height), proposal: p)
                        placedDecorations.append(header)
                    }
                    y += size.height + ListMetrics.headerBottomPadding
                }
            } else if style.isGrouped {
                y += afterFooter ? ListMetrics.spacingAfterFooter : ListMetrics.sectionSpacing
            }
            if y > limit { break sectionLoop }
            // Rows.
            let cardTop = y
            for (rowIndex, row) in section.rows.enumerated() {
                let traits = section.traits(of: row)
                let insets = rowInsets(traits, row)
                let p = ProposedViewSize(width: max(0, cardWidth - insets.horizontal), height: nil)
                let size = row.sizeThatFits(p)
                let height = max(ListMetrics.minRowHeight, size.height + insets.vertical)
                if place {
                    let rowRect = CGRect(x: cardX, y: y, width: cardWidth, height: height)
                    let contentY = y + insets.top + (height - insets.vertical - size.height) / 2
                    row.place(in: CGRect(x: cardX + insets.leading, y: contentY, width: size.width, height: size.height), proposal: p)
                    traits.background?.place(in: rowRect, proposal: ProposedViewSize(rowRect.size))
                    placedRows.append(
                        PlacedRow(
                            rect: rowRect, node: row, separatorLeading: cardX + insets.leading,
                            isLastInSection: rowIndex == section.rows.count - 1, traits: traits,
                            deleteControl: deleteControlRect(traits, in: rowRect),
                            reorderControl: reorderControlRect(traits, in: rowRect),
                            selectionControl: selectionControlRect(row, in: rowRect),
                            isSelected: isSelected(row)))
                }
                y += height
                if y > limit {
                    if place { cards.append(CGRect(x: cardX, y: cardTop, width: cardWidth, height: y - cardTop)) }
                    break sectionLoop
                }
            }
            if place, !section.rows.isEmpty { cards.append(CGRect(x: cardX, y: cardTop, width: cardWidth, height: y - cardTop)) }
            // Footer.
            afterFooter = false
            if let footer = section.footer {
                y += ListMetrics.footerTopPadding
                let p = ProposedViewSize(width: max(0, cardWidth - ListMetrics.rowInsets.horizontal), height: nil)
                let size = footer.sizeThatFits(p)
                if place {
                    footer.place(in: CGRect(x: cardX + ListMetrics.rowInsets.leading, y: y, width: size.width, height: size.height), proposal: p)
                    placedDecorations.append(footer)
                }
                y += size.height
                afterFooter = true
            }
            if y > limit { break sectionLoop }
        }
        if style.isGrouped { y += afterFooter ? ListMetrics.spacingAfterFooter : ListMetrics.sectionSpacing }
        return y - origin.y
    }

    /// Whether the list shows multiple-selection circles (a multiple selection in edit mode): they take the
    /// leading edge in place of delete controls, as iOS does.
    private var showsSelectionControls: Bool { isEditing && (selection?.isMultiple ?? false) }

    /// A row's content insets: its own or the default, grown in edit mode to make room for its controls.
    private func rowInsets(_ traits: ListRowTraits, _ row: LayoutNode) -> EdgeInsets {
        var insets = traits.insets ?? ListMetrics.rowInsets
        let leadingControl = showsSelectionControls ? RowSelectionID.of(row) != nil : isEditing && traits.showsDeleteControl
        if leadingControl { insets.leading += ListMetrics.deleteControlIndent }
        if isEditing && traits.showsReorderControl { insets.trailing += ListMetrics.reorderControlIndent }
        return insets
    }

    /// A leading control's circle (delete or selection), at the row's leading edge, centred vertically.
    private func leadingControlRect(in row: CGRect) -> CGRect {
        let d = ListMetrics.deleteControlDiameter
        return CGRect(x: row.minX + ListMetrics.deleteControlLeading, y: row.midY - d / 2, width: d, height: d)
    }

    /// The delete control's circle in edit mode (not while selection circles are shown).
    private func deleteControlRect(_ traits: ListRowTraits, in row: CGRect) -> CGRect? {
        guard isEditing && traits.showsDeleteControl && !showsSelectionControls else { return nil }
        return leadingControlRect(in: row)
    }

    /// The selection circle of a selectable row (one with an id or tag) while selection circles are shown.
    private func selectionControlRect(_ node: LayoutNode, in row: CGRect) -> CGRect? {
        guard showsSelectionControls, RowSelectionID.of(node) != nil else { return nil }
        return leadingControlRect(in: row)
    }

    /// Whether the row is selected and drawn so: a single selection always (iOS 16+ selects outside edit mode
    /// too), a multiple selection only in edit mode (on iPhone it needs edit mode).
    private func isSelected(_ node: LayoutNode) -> Bool {
        guard let selection, let id = RowSelectionID.of(node), selection.contains(id) else { return false }
        return !selection.isMultiple || isEditing
    }

    /// The reorder control's lines in edit mode, at the row's trailing edge, centred vertically.
    private func reorderControlRect(_ traits: ListRowTraits, in row: CGRect) -> CGRect? {
        guard isEditing && traits.showsReorderControl else { return nil }
        let size = ListMetrics.reorderControlSize
        return CGRect(
            x: row.maxX - ListMetrics.reorderControlTrailing - size.width, y: row.midY - size.height / 2,
            width: size.width, height: size.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width: CGFloat
        if let w = proposal.width {
            width = w
        } else {
            // Ideal width: the widest row's ideal width plus its insets and the section margins.
            var widest: CGFloat = 0
            for section in sections {
                for row in section.rows {
                    let insets = rowInsets(section.layoutTraits(of: row), row)
                    widest = max(widest, row.sizeThatFits(.unspecified).width + insets.horizontal)
                }
            }
            width = widest + 2 * margin(widest)
        }
        if let h = proposal.height { return CGSize(width: width, height: h) }
        return CGSize(width: width, height: run(width: width, origin: .zero, limit: .infinity, place: false))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placedRows = []
        cards = []
        placedDecorations = []
        placedHeaderBands = []
        isMirrored = false
        backgroundRect = region?.expand(rect) ?? rect
        run(width: rect.width, origin: rect.origin, limit: backgroundRect.maxY, place: true)
    }

    /// Right to left, placement (done left to right) is mirrored with the rest of the layout: the rows, cards,
    /// header bands and background go with the list's frame, and each separator's inset follows its row's content
    /// to the right edge: the separator's inset is on its leading side (`UITableView.separatorInset`: "iOS
    /// vertically aligns the leading edge of all separators"; SwiftUI names it `listRowSeparatorLeading`), and
    /// UIKit's tables "appear flipped when the app links against iOS 9 and later" ("Supporting Right-to-Left
    /// Languages").
    private var isMirrored = false

    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {
        isMirrored.toggle()
        for i in placedRows.indices {
            placedRows[i].rect = mirror(placedRows[i].rect)
            placedRows[i].separatorLeading = mirror(CGRect(x: placedRows[i].separatorLeading, y: 0, width: 0, height: 0)).minX
            // The controls change sides with the row (UITableView's editing controls flip right to left).
            placedRows[i].deleteControl = placedRows[i].deleteControl.map(mirror)
            placedRows[i].reorderControl = placedRows[i].reorderControl.map(mirror)
            placedRows[i].selectionControl = placedRows[i].selectionControl.map(mirror)
        }
        cards = cards.map(mirror)
        placedHeaderBands = placedHeaderBands.map(mirror)
        backgroundRect = mirror(backgroundRect)
    }

    override var children: [LayoutNode] {
        placedRows.flatMap { row in (row.traits.background.map { [$0] } ?? []) + [row.node] } + placedDecorations
    }

    // MARK: Drawing

    override func draw(into builder: inout DisplayListBuilder) {
        let bg = builder.snap(backgroundRect)
        guard bg.width.isFinite, bg.height.isFinite else { return }
        if !colors.background.isInvisible { builder.append(.fill(Path(bg), color: colors.background, style: FillStyle())) }
        builder.append(.pushClip(Path(bg), style: FillStyle()))
        let hairline = 1 / max(builder.scale, 1)
        // Section cards.
        for card in cards {
            let r = builder.snap(card)
            let path =
                style.isInset && style.isGrouped
                ? Path(roundedRect: r, cornerRadius: ListMetrics.cornerRadius, style: .continuous) : Path(r)
            if !colors.rowBackground.isInvisible, !(style == .plain && colors.rowBackground == colors.background) {
                builder.append(.fill(path, color: colors.rowBackground, style: FillStyle()))
            }
        }
        // Custom row backgrounds, clipped to their card's rounded shape.
        for row in placedRows {
            guard let background = row.traits.background, background.isPlaced else { continue }
            if style.isInset, let card = cards.first(where: { $0.intersects(row.rect) }) {
                builder.append(.pushClip(Path(roundedRect: builder.snap(card), cornerRadius: ListMetrics.cornerRadius, style: .continuous), style: FillStyle()))
                background.draw(into: &builder)
                builder.append(.popClip)
            } else {
                background.draw(into: &builder)
            }
        }
        // Selected rows: the selected-row background, clipped to their card's rounded shape.
        let selectedBackground = SystemColors.systemGray4.resolve(in: environment)
        for row in placedRows where row.isSelected {
            let r = builder.snap(row.rect)
            if style.isInset, let card = cards.first(where: { $0.intersects(row.rect) }) {
                builder.append(.pushClip(Path(roundedRect: builder.snap(card), cornerRadius: ListMetrics.cornerRadius, style: .continuous), style: FillStyle()))
                builder.append(.fill(Path(r), color: selectedBackground, style: FillStyle()))
                builder.append(.popClip)
            } else {
                builder.append(.fill(Path(r), color: selectedBackground, style: FillStyle()))
            }
        }
        // Separators between rows (inset to the content's leading edge: the right edge when mirrored).
        for (index, row) in placedRows.enumerated() where row.traits.bottomSeparator != .hidden {
            if row.isLastInSection && style != .plain { continue }
            let next = !row.isLastInSection && index + 1 < placedRows.count ? placedRows[index + 1] : nil
            if let next, next.traits.topSeparator == .hidden { continue }
            if row.isLastInSection, row.traits.sectionBottomSeparator == .hidden { continue }
            // UIKit hides the separators around a selected row (above and below it).
            if row.isSelected || (!row.isLastInSection && index + 1 < placedRows.count && placedRows[index + 1].isSelected) { continue }
            let r = builder.snap(row.rect)
            let color = (row.traits.bottomSeparatorTint ?? next?.traits.topSeparatorTint)?.resolve(in: environment) ?? colors.separator
            let inset = builder.snap(CGRect(x: row.separatorLeading, y: 0, width: 0, height: 0)).minX
            let outer = isMirrored ? (style == .plain ? bg.minX : r.minX) : (style == .plain ? bg.maxX : r.maxX)
            let (x0, x1) = isMirrored ? (outer, inset) : (inset, outer)
            builder.append(.fill(Path(CGRect(x: x0, y: r.maxY - hairline, width: max(0, x1 - x0), height: hairline)), color: color, style: FillStyle()))
        }
        // Plain header bands.
        if let headerBackground = colors.headerBackground {
            for band in placedHeaderBands {
                builder.append(.fill(Path(builder.snap(band)), color: headerBackground, style: FillStyle()))
            }
        }
        // Edit controls.
        for row in placedRows {
            if let control = row.deleteControl { ListEditControls.drawDeleteControl(in: builder.snap(control), environment: environment, into: &builder) }
            if let control = row.reorderControl { ListEditControls.drawReorderControl(in: control, environment: environment, into: &builder) }
            if let control = row.selectionControl {
                ListEditControls.drawSelectionControl(in: builder.snap(control), selected: row.isSelected, environment: environment, into: &builder)
            }
        }
        // Row content; in the inset grouped styles clipped to the card's rounded shape, as iOS clips its cells (an
        // edge-to-edge row with zero insets keeps the card's corners). Only rows that reach a rounded corner (a
        // card's first and last rows) need the clip: a clip mask per row made a 50-row list draw 1.8× slower.
        let radius = ListMetrics.cornerRadius
        for row in placedRows where row.node.isPlaced {
            if style.isInset, style.isGrouped, let card = cards.first(where: { $0.intersects(row.rect) }),
                row.rect.minY < card.minY + radius || row.rect.maxY > card.maxY - radius
            {
                builder.append(.pushClip(Path(roundedRect: builder.snap(card), cornerRadius: ListMetrics.cornerRadius, style: .continuous), style: FillStyle()))
                row.node.draw(into: &builder)
                builder.append(.popClip)
            } else {
                row.node.draw(into: &builder)
            }
        }
        for node in placedDecorations where node.isPlaced { node.draw(into: &builder) }
        builder.append(.popClip)
    }

    override var debugName: String { "List" }
    override var debugAttributes: [String] {
        ["style: \(style)", "sections: \(sections.count)", "rows: \(sections.reduce(0) { $0 + $1.rows.count })"] + (isEditing ? ["editing"] : [])
    }
}
