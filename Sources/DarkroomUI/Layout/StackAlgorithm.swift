import Foundation

/// SwiftUI's HStack/VStack algorithm (LAYOUT.md §1), written once for either axis over `LayoutSubviews`.
struct StackAlgorithm {
    let axis: Axis
    /// The guide on the minor axis children are aligned by.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The result of one run: the stack's size and each child's frame (relative to the stack) and proposal.
    struct Result {
        var size: CGSize
        var frames: [CGRect]
        var proposals: [ProposedViewSize]
    }

    /// Spacing between neighbours i-1 and i (§1.1).
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing.isFinite ? spacing : 0, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex].spacing
        for i in (subviews.startIndex + 1)..<subviews.endIndex {
            let current = subviews[i].spacing
            result.append(previous.distance(to: current, along: axis))
            previous = current
        }
        return result
    }

    func run(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Result {
        let count = subviews.count
        guard count > 0 else { return Result(size: .zero, frames: [], proposals: []) }
        let first = subviews.startIndex
        let gaps = gaps(subviews)
        let internalSpacing = gaps.reduce(0, +)
        let minorProposal = proposal[axis.other]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)

        if let major = proposal[axis] {
            distribute(major: major - internalSpacing, minor: minorProposal, subviews: subviews, proposals: &proposals, sizes: &sizes)
        } else {
            // §1.2: ideal major size for everyone.
            for i in 0..<count {
                let p = ProposedViewSize(axis: axis, major: nil, minor: minorProposal)
                proposals[i] = p
                sizes[i] = subviews[first + i].sizeThatFits(p)
            }
        }

        // §1.5: major positions in original order.
        var majorOrigins = [CGFloat](repeating: 0, count: count)
        var position: CGFloat = 0
        for i in 0..<count {
            if i > 0 { position += gaps[i - 1] }
            majorOrigins[i] = position
            position += sizes[i][axis]
        }
        let majorSize = position

        // §1.6: minor positions from alignment guides; the union includes 0...0.
        var minorOrigins = [CGFloat](repeating: 0, count: count)
        var lower: CGFloat = 0, upper: CGFloat = 0
        for i in 0..<count {
            let d = subviews[first + i].dimensions(in: proposals[i])
            let origin = -d[key: alignment]
            minorOrigins[i] = origin
            lower = min(lower, origin)
            upper = max(upper, origin + sizes[i][axis.other])
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        for i in 0..<count {
            let rect = axis == .horizontal
                ? CGRect(x: majorOrigins[i], y: minorOrigins[i] - lower, width: sizes[i].width, height: sizes[i].height)
                : CGRect(x: minorOrigins[i] - lower, y: majorOrigins[i], width: sizes[i].width, height: sizes[i].height)
            frames.append(rect)
        }
        let minorSize = upper - lower
        let size = axis == .horizontal ? CGSize(width: majorSize, height: minorSize) : CGSize(width: minorSize, height: majorSize)
        return Result(size: size, frames: frames, proposals: proposals)
    }

    /// §1.3–1.4: shares of the major axis by priority group and flexibility.
    private func distribute(major available0: CGFloat, minor: CGFloat?, subviews: LayoutSubviews, proposals: inout [ProposedViewSize], sizes: inout [CGSize]) {
        let count = subviews.count
        let first = subviews.startIndex
        var mins = [CGFloat](repeating: 0, count: count)
        var maxs = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for i in 0..<count {
            let s = subviews[first + i]
            mins[i] = s.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            maxs[i] = s.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            priorities[i] = s.stackPriority
        }
        func flexibility(_ i: Int) -> CGFloat {
            maxs[i].isInfinite ? .infinity : max(0, maxs[i] - mins[i])
        }
        // Priority descending, then flexibility ascending; two infinitely flexible views: larger minimum first.
        // The index tie-break makes the order deterministic (a stable sort).
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibility(a), fb = flexibility(b)
            if fa.isInfinite && fb.isInfinite {
                if mins[a] != mins[b] { return mins[a] > mins[b] }
                return a < b
            }
            if fa != fb { return fa < fb }
            return a < b
        }
        var available = available0
        // Priority groups: consecutive runs of equal priority in `order`.
        var groupStarts: [Int] = [0]
        for k in 1..<max(count, 1) where priorities[order[k]] != priorities[order[k - 1]] { groupStarts.append(k) }
        groupStarts.append(count)
        // The first group keeps back the minimums of every lower-priority child.
        for k in groupStarts[1]..<count { available -= mins[order[k]] }
        for g in 0..<(groupStarts.count - 1) {
            let range = groupStarts[g]..<groupStarts[g + 1]
            if g > 0 { for k in range { available += mins[order[k]] } }
            var remaining = range.count
            for k in range {
                let i = order[k]
                let share = max(available / CGFloat(remaining), 0)
                let p = ProposedViewSize(axis: axis, major: share.isNaN ? 0 : share, minor: minor)
                let size = subviews[first + i].sizeThatFits(p)
                proposals[i] = p
                sizes[i] = size
                available -= size[axis]
                remaining -= 1
            }
        }
    }

    /// Places children after re-running with a nil minor proposal replaced by the actual minor size (§1.7).
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let result = run(proposal: p, subviews: subviews)
        for (i, subview) in subviews.enumerated() {
            let f = result.frames[i]
            subview.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), anchor: .topLeading, proposal: result.proposals[i])
        }
    }

    /// The first explicit value a child gives `key`, in stack coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = size[axis.other] }
        let result = run(proposal: p, subviews: subviews)
        for (i, subview) in subviews.enumerated() {
            let d = subview.dimensions(in: result.proposals[i])
            if let value = subview.node.explicitAlignment(key, size: d.size, proposal: result.proposals[i]) {
                return value + (key.axis == .horizontal ? result.frames[i].minX : result.frames[i].minY)
            }
        }
        return nil
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}
