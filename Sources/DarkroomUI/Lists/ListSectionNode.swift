import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A `Section` resolved inside a list: the list lays out its header, rows and footer. Anywhere else (a
/// section nested in a row) it lays its parts out in a vertical stack.
final class ListSectionNode: LayoutNode {
    let header: LayoutNode?
    let rows: ListRows
    let footer: LayoutNode?

    init(header: LayoutNode?, rows: ListRows, footer: LayoutNode?) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init()
    }

    /// Outside a list, the parts one after the other (built on first use: it resolves every row).
    private lazy var stacked: LayoutNode = {
        let parts = (header.map { [$0] } ?? []) + Array(rows) + (footer.map { [$0] } ?? [])
        return Resolver.single(parts, combinedWith: VStackLayout())
    }()

    override var children: [LayoutNode] { isPlacedOutsideList ? [stacked] : [] }
    private var isPlacedOutsideList = false

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stacked.sizeThatFits(proposal) }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        isPlacedOutsideList = true
        stacked.place(in: rect, proposal: proposal)
    }

    /// Header text in a list: footnote, secondary label colour, upper case in the grouped styles (plain
    /// lists: headline in the label colour).
    static func headerEnvironment(_ environment: EnvironmentValues, style: _ListStyleKind) -> EnvironmentValues {
        var env = environment
        env.stackAxis = nil
        if env.headerProminence == .increased {
            if env.font == nil { env.font = .title3.bold() }
            return env
        }
        switch style {
        case .plain, .inset:
            if env.font == nil { env.font = .headline }
        default:
            if env.font == nil { env.font = .footnote }
            if env.foregroundStyle == nil { env.foregroundStyle = .color(SystemColors.secondaryLabel) }
            if env.textCase == nil { env.textCase = .uppercase }
        }
        return env
    }

    /// Footer text in a list: footnote, secondary label colour.
    static func footerEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        env.stackAxis = nil
        if env.font == nil { env.font = .footnote }
        if env.foregroundStyle == nil { env.foregroundStyle = .color(SystemColors.secondaryLabel) }
        return env
    }

    override var debugName: String { "Section" }
}
