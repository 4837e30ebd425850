import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// LAYOUT.md §10: the `Layout` protocol as SwiftUI has it.
@MainActor @Suite struct LayoutProtocolTests {
    /// Counts cache creation and records proposals in a reference the test keeps.
    final class Log: @unchecked Sendable {
        var cachesMade = 0
        var proposals: [ProposedViewSize] = []
    }

    struct Recording: Layout {
        let log: Log
        struct Cache { var calls = 0 }

        func makeCache(subviews: Subviews) -> Cache {
            log.cachesMade += 1
            return Cache()
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            cache.calls += 1
            log.proposals.append(proposal)
            return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 30, height: 30))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified) }
        }
    }

    @Test func cacheIsMadeOncePerContainerAndSizeThatFitsSeesEveryKindOfProposal() throws {
        let log = Log()
        // Inside an HStack under 100: the stack asks for 0, ∞ and a share.
        _ = try inspect(
            HStack {
                Recording(log: log) { Color.red }
                Color.blue
            }, width: 100, height: 50)
        #expect(log.cachesMade == 1)
        let widths = Set(log.proposals.compactMap(\.width))
        #expect(widths.contains(0))
        #expect(widths.contains(.infinity))
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Places subviews left to right by their `Rank` layout value.
    struct RankedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for s in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += s.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() throws {
        let view = RankedRow {
            box("b").layoutValue(key: Rank.self, value: 2).padding(0)
            box("a").layoutValue(key: Rank.self, value: 1)
            box("c")  // default 0
        }
        let layout = try inspect(view)
        #expect(try layout.frame(of: "c").minX == 0)
        #expect(try layout.frame(of: "a").minX == 10)
        #expect(try layout.frame(of: "b").minX == 20)
    }

    struct PlacesNothing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func unplacedSubviewsAreCentred() throws {
        let layout = try inspect(PlacesNothing { box("b", 10, 20) })
        #expect(try layout.frame(of: "b") == CGRect(x: 15, y: 10, width: 10, height: 20))
    }

    @Test func subviewTraits() throws {
        struct Probe: Layout {
            let log: Log
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                log.proposals = subviews.map { ProposedViewSize(width: $0.priority, height: $0.spacing.distance(to: ViewSpacing(), along: .horizontal)) }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let log = Log()
        _ = try inspect(
            Probe(log: log) {
                Color.red.layoutPriority(3)
                Spacer()
                Color.blue
            })
        // Priorities 3, 0, 0; spacing to an ordinary view: 8, 0 (a spacer outside a stack), 8.
        #expect(log.proposals == [ProposedViewSize(width: 3, height: 8), ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 0, height: 8)])
    }

    @Test func viewSpacing() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        var s = ViewSpacing.zero
        s.formUnion(ViewSpacing())
        #expect(s.distance(to: ViewSpacing(), along: .horizontal) == 8)
    }

    struct Baseline: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: 30)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .top ? 20 : nil
        }
    }

    @Test func customExplicitAlignmentIsUsedByParents() throws {
        // HStack(alignment: .top): the layout's top guide is 20, the box's 0 → box at y = 20.
        let layout = try inspect(
            HStack(alignment: .top) {
                Baseline {}
                box("b")
            })
        #expect(try layout.frame(of: "b").minY == 20)
    }

    @Test func subviewsCollection() throws {
        struct Slicer: Layout {
            let log: Log
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let tail = subviews[1..<subviews.count]
                log.cachesMade = tail.count
                #expect(tail.first == subviews[1])
                #expect(tail.startIndex == 1)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let log = Log()
        _ = try inspect(
            Slicer(log: log) {
                Color.red
                Color.green
                Color.blue
            })
        #expect(log.cachesMade == 2)
    }
}
