import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Property-based tests in the spirit of layout-fuzzing-against-reference.txt: random stacks of rectangles with
/// random frames under random proposals, checked against invariants and against an independent reference model
/// of LAYOUT.md §1 written directly over the frame kinds. Every failure prints the seed and the input.
@MainActor @Suite struct StackPropertyTests {
    /// A child's frame, as in the article.
    enum Frame: CustomStringConvertible {
        case flexible
        case fixed(CGFloat)
        case min(CGFloat)
        case max(CGFloat)
        case minMax(min: CGFloat, max: CGFloat)

        static func random(using g: inout SplitMix64) -> Frame {
            let length = { (g: inout SplitMix64) in CGFloat(Int.random(in: 0...100, using: &g)) }
            switch Int.random(in: 0..<5, using: &g) {
            case 0: return .flexible
            case 1: return .fixed(length(&g))
            case 2: return .min(length(&g))
            case 3: return .max(length(&g))
            default:
                // Max first, then min in 0...max (independent draws would give contradictory frames).
                let maxLength = length(&g)
                let minLength = CGFloat(Int.random(in: 0...Int(maxLength), using: &g))
                return .minMax(min: minLength, max: maxLength)
            }
        }

        @MainActor func view(axis: Axis, id: String) -> AnyView {
            let r = Rectangle()
            let h = axis == .horizontal
            switch self {
            case .flexible: return AnyView(r.accessibilityIdentifier(id))
            case .fixed(let w): return AnyView(r.frame(width: h ? w : nil, height: h ? nil : w).accessibilityIdentifier(id))
            case .min(let w): return AnyView(r.frame(minWidth: h ? w : nil, minHeight: h ? nil : w).accessibilityIdentifier(id))
            case .max(let w): return AnyView(r.frame(maxWidth: h ? w : nil, maxHeight: h ? nil : w).accessibilityIdentifier(id))
            case .minMax(let mn, let mx):
                return AnyView(r.frame(minWidth: h ? mn : nil, maxWidth: h ? mx : nil, minHeight: h ? nil : mn, maxHeight: h ? nil : mx).accessibilityIdentifier(id))
            }
        }

        /// The child's length along the stack for a major-axis proposal (worked out from LAYOUT.md §0 and §5 for a
        /// Rectangle inside the frame).
        func length(for proposal: CGFloat?) -> CGFloat {
            switch self {
            case .flexible: return proposal ?? 10
            case .fixed(let w): return w
            case .min(let m): return proposal.map { Swift.max($0, m) } ?? Swift.max(10, m)
            case .max(let m): return proposal.map { Swift.min($0, m) } ?? Swift.min(10, m)
            case .minMax(let mn, let mx): return Swift.min(Swift.max(proposal ?? 10, mn), mx)
            }
        }

        var limits: (min: CGFloat, max: CGFloat) {
            switch self {
            case .flexible: return (0, .infinity)
            case .fixed(let w): return (w, w)
            case .min(let m): return (m, .infinity)
            case .max(let m): return (0, m)
            case .minMax(let mn, let mx): return (mn, mx)
            }
        }

        var description: String {
            switch self {
            case .flexible: return "flexible"
            case .fixed(let w): return "fixed(\(Int(w)))"
            case .min(let w): return "min(\(Int(w)))"
            case .max(let w): return "max(\(Int(w)))"
            case .minMax(let a, let b): return "minMax(\(Int(a)), \(Int(b)))"
            }
        }
    }

    /// LAYOUT.md §1.3–1.4 for one priority group, computed directly over the frame kinds.
    static func referenceLengths(_ frames: [Frame], proposal: CGFloat, spacing: CGFloat) -> [CGFloat] {
        let mins = frames.map { $0.length(for: 0) }
        let maxs = frames.map { $0.length(for: .infinity) }
        func flex(_ i: Int) -> CGFloat { maxs[i].isInfinite ? .infinity : maxs[i] - mins[i] }
        let order = frames.indices.sorted { a, b in
            let fa = flex(a), fb = flex(b)
            if fa.isInfinite && fb.isInfinite { return mins[a] != mins[b] ? mins[a] > mins[b] : a < b }
            return fa != fb ? fa < fb : a < b
        }
        var available = proposal - spacing * CGFloat(max(frames.count - 1, 0))
        var lengths = [CGFloat](repeating: 0, count: frames.count)
        for (k, i) in order.enumerated() {
            let share = max(available / CGFloat(frames.count - k), 0)
            lengths[i] = frames[i].length(for: share)
            available -= lengths[i]
        }
        return lengths
    }

    struct Case: CustomStringConvertible {
        let seed: UInt64
        let axis: Axis
        let frames: [Frame]
        let proposal: CGFloat
        let spacing: CGFloat?
        var description: String {
            "seed \(seed): \(axis == .horizontal ? "HStack" : "VStack")(spacing: \(spacing.map { "\(Int($0))" } ?? "nil")) frames \(frames) proposal \(Int(proposal))"
        }
    }

    static func makeCase(seed: UInt64) -> Case {
        var g = SplitMix64(seed: seed)
        let axis: Axis = Bool.random(using: &g) ? .horizontal : .vertical
        let count = Int.random(in: 1...10, using: &g)
        let frames = (0..<count).map { _ in Frame.random(using: &g) }
        let proposal = CGFloat(Int.random(in: 0...500, using: &g))
        let spacing: CGFloat? = Bool.random(using: &g) ? nil : CGFloat(Int.random(in: 0...20, using: &g))
        return Case(seed: seed, axis: axis, frames: frames, proposal: proposal, spacing: spacing)
    }

    @Test func randomStacksMatchTheReferenceAndKeepTheInvariants() throws {
        for seed in UInt64(1)...400 {
            let c = Self.makeCase(seed: seed)
            let children = c.frames.enumerated().map { i, f in f.view(axis: c.axis, id: "c\(i)") }
            let stack: AnyView =
                c.axis == .horizontal
                ? AnyView(HStack(spacing: c.spacing) { ForEach(0..<children.count) { children[$0] } })
                : AnyView(VStack(spacing: c.spacing) { ForEach(0..<children.count) { children[$0] } })
            let proposal = c.axis == .horizontal ? ProposedViewSize(width: c.proposal, height: 50) : ProposedViewSize(width: 50, height: c.proposal)
            let layout = try LayoutInspector.layout(stack, in: proposal)
            let frames = try c.frames.indices.map { try layout.frame(of: "c\($0)") }
            let gap = c.spacing ?? 8
            func major(_ r: CGRect) -> (start: CGFloat, length: CGFloat) {
                c.axis == .horizontal ? (r.minX, r.width) : (r.minY, r.height)
            }
            var failures: [String] = []
            // No NaN or negative sizes anywhere.
            for node in layout.nodes where node.frame.width.isNaN || node.frame.height.isNaN || node.frame.width < 0 || node.frame.height < 0 {
                failures.append("bad frame \(node.line)")
            }
            // Frames respect their limits.
            for (i, f) in c.frames.enumerated() {
                let length = major(frames[i]).length
                if length < f.limits.min - 1e-9 || length > f.limits.max + 1e-9 {
                    failures.append("c\(i) \(f) has length \(length)")
                }
            }
            // In order, non-overlapping, separated by exactly the spacing.
            for i in 1..<max(frames.count, 1) {
                let previous = major(frames[i - 1]), current = major(frames[i])
                if abs(current.start - (previous.start + previous.length + gap)) > 1e-9 {
                    failures.append("c\(i) starts at \(current.start), expected \(previous.start + previous.length + gap)")
                }
            }
            // The stack's length is the sum of the children and the spacing.
            let total = frames.reduce(0) { $0 + major($1).length } + gap * CGFloat(frames.count - 1)
            let stackLength = c.axis == .horizontal ? layout.size.width : layout.size.height
            if abs(total - stackLength) > 1e-9 { failures.append("stack is \(stackLength), children sum to \(total)") }
            // Same lengths as the independent reference model.
            let expected = Self.referenceLengths(c.frames, proposal: c.proposal, spacing: gap)
            for i in frames.indices where abs(major(frames[i]).length - expected[i]) > 1e-9 {
                failures.append("c\(i) \(c.frames[i]) is \(major(frames[i]).length), reference says \(expected[i])")
            }
            if !failures.isEmpty {
                let message = "\(c)\n\(failures.joined(separator: "\n"))"
                Issue.record("\(message)")
                return
            }
        }
    }

    @Test func evenSharesForFlexibleChildren() throws {
        // Invariant: n flexible children in a stack proposed p get (p - spacing) / n each.
        var g = SplitMix64(seed: 2024)
        for _ in 0..<100 {
            let n = Int.random(in: 1...8, using: &g)
            let p = CGFloat(Int.random(in: 0...600, using: &g))
            let layout = try inspect(HStack(spacing: 4) { ForEach(0..<n) { i in Color.red.accessibilityIdentifier("c\(i)") } }, width: p, height: 10)
            let expected = max(p - 4 * CGFloat(n - 1), 0) / CGFloat(n)
            for i in 0..<n {
                let w = try layout.frame(of: "c\(i)").width
                #expect(abs(w - expected) < 1e-9, "n \(n) proposal \(p): c\(i) is \(w), expected \(expected)")
            }
        }
    }

    @Test func sizesAreNeverNegativeOrNaNUnderRandomNesting() throws {
        // Random nested stacks / paddings / frames under random proposals (including 0, nil and ∞).
        for seed in UInt64(1)...150 {
            var g = SplitMix64(seed: seed)
            func randomView(_ depth: Int) -> AnyView {
                if depth == 0 { return AnyView(Color.red) }
                switch Int.random(in: 0..<6, using: &g) {
                case 0:
                    return AnyView(
                        HStack {
                            randomView(depth - 1)
                            randomView(depth - 1)
                        })
                case 1:
                    return AnyView(
                        VStack(spacing: CGFloat(Int.random(in: -10...10, using: &g))) {
                            randomView(depth - 1)
                            Spacer()
                        })
                case 2: return AnyView(randomView(depth - 1).padding(CGFloat(Int.random(in: -20...20, using: &g))))
                case 3: return AnyView(randomView(depth - 1).frame(minWidth: CGFloat(Int.random(in: 0...50, using: &g)), maxWidth: .infinity))
                case 4:
                    return AnyView(
                        ZStack {
                            randomView(depth - 1)
                            randomView(depth - 1).frame(width: 30)
                        })
                default: return AnyView(randomView(depth - 1).fixedSize())
                }
            }
            let view = randomView(4)
            let choices: [CGFloat?] = [nil, 0, 37, 390, .infinity]
            let proposal = ProposedViewSize(width: choices[Int.random(in: 0..<5, using: &g)], height: choices[Int.random(in: 0..<5, using: &g)])
            let layout = try LayoutInspector.layout(view, in: proposal)
            let bad = layout.nodes.filter {
                $0.frame.width.isNaN || $0.frame.height.isNaN || $0.frame.width < 0 || $0.frame.height < 0 || $0.frame.minX.isNaN || $0.frame.minY.isNaN
            }
            #expect(bad.isEmpty, "seed \(seed) proposal \(proposal):\n\(layout.dump())")
        }
    }
}
