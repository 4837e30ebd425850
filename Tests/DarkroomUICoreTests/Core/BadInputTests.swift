import DarkroomUI
@testable import DarkroomUICore
import DarkroomUITestSupport
import Foundation
import Testing

/// Bad input and limits (issue §6): clamped and logged like SwiftUI, or a clear error; never a crash or hang.
@MainActor @Suite struct BadInputTests {
    @Test func invalidFrameDimensionsAreIgnoredAndLogged() throws {
        for bad in [CGFloat.nan, .infinity, -5] {
            let layout = try inspect(Color.red.frame(width: bad, height: 10), width: 40, height: 40)
            // The width is ignored: the frame takes the child's width (the proposal, 40).
            #expect(layout.size == CGSize(width: 40, height: 10))
            #expect(layout.diagnostics.count == 1)
            #expect(layout.diagnostics.first?.hasPrefix("Invalid frame dimension") == true)
        }
    }

    @Test func invalidFlexibleFrameLimits() throws {
        let nanMin = try inspect(Color.red.frame(minWidth: .nan, maxWidth: 50), width: 100, height: 10)
        #expect(nanMin.size.width == 50)
        #expect(!nanMin.diagnostics.isEmpty)
        let contradictory = try inspect(Color.red.frame(minWidth: 80, maxWidth: 20), width: 100, height: 10)
        #expect(contradictory.size.width == 80)
        #expect(contradictory.diagnostics.contains { $0.hasPrefix("Contradictory frame constraints") })
    }

    @Test func negativePaddingShrinksAndNonFinitePaddingIsZero() throws {
        // -2 on each edge: child proposed 14×14 → size 14 - 4 = 10; child at (-2, -2).
        let negative = try inspect(Color.red.accessibilityIdentifier("c").padding(-2), width: 10, height: 10)
        #expect(negative.size == CGSize(width: 10, height: 10))
        #expect(try negative.frame(of: "c") == CGRect(x: -2, y: -2, width: 14, height: 14))
        // Larger than the view: the size clamps at 0.
        #expect(try inspect(box("c", 4, 4).padding(-10)).size == .zero)
        let nan = try inspect(box("c").padding(.nan))
        #expect(nan.size == CGSize(width: 10, height: 10))
        #expect(!nan.diagnostics.isEmpty)
    }

    @Test func nonFiniteOffsetsAndPriorities() throws {
        let layout = try inspect(
            HStack {
                box("a").offset(x: .nan, y: .infinity).layoutPriority(.nan)
                box("b")
            })
        #expect(try layout.frame(of: "a").origin == .zero)
        #expect(layout.diagnostics.count == 3)
    }

    @Test func nanAndNegativeProposals() throws {
        struct Liar: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                _ = subviews.first?.sizeThatFits(ProposedViewSize(width: .nan, height: -4))
                return CGSize(width: CGFloat.nan, height: -3)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: ProposedViewSize(width: .nan, height: -1))
            }
        }
        // A layout reporting NaN/negative sizes is read as 0; NaN proposals become nil, negative ones 0.
        let layout = try inspect(Liar { box("b") })
        #expect(layout.size == .zero)
        #expect(try layout.frame(of: "b").origin == .zero)
        #expect(try LayoutInspector.layout(Color.red, in: ProposedViewSize(width: .nan, height: -1)).size == CGSize(width: 10, height: 0))
    }

    @Test func tenThousandDeepNesting() throws {
        // 10,000 levels of 1-point padding around a 1×1 colour: 1 + 2 × 10,000 = 20,001.
        // Built, laid out and released on the large stack (releasing 10,000 levels recurses too).
        let layout = try LargeStack.runIsolated {
            var view = AnyView(Color.red.frame(width: 1, height: 1).accessibilityIdentifier("core"))
            for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
            return try view.inspectLayout()
        }
        #expect(layout.size == CGSize(width: 20_001, height: 20_001))
        #expect(try layout.frame(of: "core") == CGRect(x: 10_000, y: 10_000, width: 1, height: 1))
        #expect(layout.nodes.count > 10_000)
    }

    @Test func tenThousandNestedStacks() throws {
        let size = try LargeStack.runIsolated {
            var view = AnyView(Color.red.frame(width: 2, height: 2))
            for i in 0..<10_000 { view = i.isMultiple(of: 2) ? AnyView(HStack { view }) : AnyView(VStack { view }) }
            let renderer = ImageRenderer(content: view)
            return try renderer.displayList().size
        }
        #expect(size == CGSize(width: 2, height: 2))
    }

    @Test func hundredThousandSiblings() throws {
        let view = HStack(spacing: 0) {
            ForEach(0..<100_000) { i in
                Color.red.frame(width: 1, height: 1)
            }
        }
        let layout = try inspect(view, width: 1000, height: 10)
        #expect(layout.size == CGSize(width: 100_000, height: 1))
        #expect(layout.nodes.count == 1 + 2 * 100_000)
    }

    @Test func renderSizeLimits() throws {
        func error<V: View>(_ v: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) -> ImageRendererError? {
            let renderer = ImageRenderer(content: v)
            renderer.proposedSize = proposal
            renderer.scale = scale
            do { _ = try renderer.render() } catch let e as ImageRendererError { return e } catch { return nil }
            return nil
        }
        #expect(error(Color.red.frame(width: 20_000, height: 10)) == .tooLarge(width: 20_000, height: 10, limit: "16384 pixels per side, 100 megapixels in total"))
        #expect(error(Color.red.frame(width: 6_000, height: 6_000), scale: 3) == .tooLarge(width: 18_000, height: 18_000, limit: "16384 pixels per side, 100 megapixels in total"))
        #expect(error(Color.red, proposal: .infinity) == .nonFiniteSize(CGSize(width: CGFloat.infinity, height: .infinity)))
        #expect(error(EmptyView()) == .emptySize(.zero))
        #expect(error(Color.red, scale: 0) == .invalidScale(0))
        #expect(error(Color.red, scale: .nan) != nil)
        #expect(ImageRendererError.emptySize(.zero).description.contains("nothing to render"))
    }
}

/// Carries a result from a worker thread to the waiting caller.
final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

/// Builds deep view values on a big-stack thread: constructing and destroying a 10,000-level nested value is
/// itself recursive in Swift, independently of DarkroomUI.
enum LargeStackTestHelper {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try body() }
            done.signal()
        }
        thread.stackSize = 1 << 28
        thread.start()
        done.wait()
        return try box.result!.get()
    }
}
