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

    /// Per-child working values of one run.
    private struct Entry {
        var proposal = ProposedViewSize.unspecified
        var size = CGSize.zero
        var minimum: CGFloat = 0
        var maximum: CGFloat = 0
        var flexibility: CGFloat = 0
        var priority: Double = 0
        var gapBefore: CGFloat = 0
    }

    func run(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Result {
        let count = subviews.count
        guard count > 0 else { return Result(size: .zero, frames: [], proposals: []) }
        let first = subviews.startIndex
        var entries = [Entry](repeating: Entry(), count: count)
        // §1.1: spacing between neighbours.
        var internalSpacing: CGFloat = 0
        if count > 1 {
            if let spacing {
                let gap = spacing.isFinite ? spacing : 0
                for i in 1..<count { entries[i].gapBefore = gap }
                internalSpacing = gap * CGFloat(count - 1)
            } else {
                var previous = subviews[first].spacing
                for i in 1..<count {
                    let current = subviews[first + i].spacing
                    let gap = previous.distance(to: current, along: axis)
                    entries[i].gapBefore = gap
                    internalSpacing += gap
                    previous = current
                }
            }
        }
        let minorProposal = proposal[axis.other]

        if let major = proposal[axis] {
            distribute(major - internalSpacing, minor: minorProposal, subviews: subviews, entries: &entries)
        } else {
            // §1.2: ideal major size for everyone.
            let p = ProposedViewSize(axis: axis, major: nil, minor: minorProposal)
            for i in 0..<count {
                entries[i].proposal = p
                entries[i].size = subviews[first + i].node.sizeThatFits(p)
            }
        }

        // §1.5–1.6: major positions in original order; minor positions from alignment guides (union includes 0).
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var position: CGFloat = 0
        var lower: CGFloat = 0, upper: CGFloat = 0
        for i in 0..<count {
            position += entries[i].gapBefore
            let size = entries[i].size
            let node = subviews[first + i].node
            let guide: CGFloat
            if node.mayHaveExplicitGuides {
                guide = node.dimensions(in: entries[i].proposal)[key: alignment]
            } else {
                guide = alignment.id.defaultValue(in: ViewDimensions(size: size, node: nil, proposal: entries[i].proposal))
            }
            let minorOrigin = -guide
            lower = min(lower, minorOrigin)
            upper = max(upper, minorOrigin + size[axis.other])
            frames.append(
                axis == .horizontal
                    ? CGRect(x: position, y: minorOrigin, width: size.width, height: size.height)
                    : CGRect(x: minorOrigin, y: position, width: size.width, height: size.height))
            position += size[axis]
        }
        if lower != 0 {
            for i in 0..<count {
                if axis == .horizontal { frames[i].origin.y -= lower } else { frames[i].origin.x -= lower }
            }
        }
        let minorSize = upper - lower
        let size = axis == .horizontal ? CGSize(width: position, height: minorSize) : CGSize(width: minorSize, height: position)
        return Result(size: size, frames: frames, proposals: entries.map(\.proposal))
    }

    /// §1.3–1.4: shares of the major axis by priority group and flexibility.
    private func distribute(_ available0: CGFloat, minor: CGFloat?, subviews: LayoutSubviews, entries: inout [Entry]) {
        let count = entries.count
        let first = subviews.startIndex
        let zero = ProposedViewSize(axis: axis, major: 0, minor: minor)
        let infinite = ProposedViewSize(axis: axis, major: .infinity, minor: minor)
        let axis = self.axis
        entries.withUnsafeMutableBufferPointer { e in
            var samePriority = true
            for i in 0..<count {
                let node = subviews[first + i].node
                let minimum = node.sizeThatFits(zero)[axis]
                let maximum = node.sizeThatFits(infinite)[axis]
                e[i].minimum = minimum
                e[i].maximum = maximum
                e[i].flexibility = maximum.isInfinite ? .infinity : max(0, maximum - minimum)
                e[i].priority = node.traits.stackPriority
                if e[i].priority != e[0].priority { samePriority = false }
            }
            // Priority descending, then flexibility ascending; two infinitely flexible views: larger minimum first.
            // The index tie-break makes the order deterministic (a stable sort): insertion sort for small stacks
            // (as SwiftUI does for up to 32 children), the standard sort beyond.
            func before(_ a: Int, _ b: Int) -> Bool {
                if e[a].priority != e[b].priority { return e[a].priority > e[b].priority }
                let fa = e[a].flexibility, fb = e[b].flexibility
                if fa.isInfinite && fb.isInfinite {
                    if e[a].minimum != e[b].minimum { return e[a].minimum > e[b].minimum }
                    return a < b
                }
                if fa != fb { return fa < fb }
                return a < b
            }
            var order = Array(0..<count)
            if count <= 32 {
                for k in 1..<max(count, 1) {
                    let item = order[k]
                    var j = k - 1
                    while j >= 0 && before(item, order[j]) {
                        order[j + 1] = order[j]
                        j -= 1
                    }
                    order[j + 1] = item
                }
            } else {
                order.sort(by: before)
            }
            var available = available0
            if !samePriority {
                // The first group keeps back the minimums of every lower-priority child.
                let top = e[order[0]].priority
                for k in 0..<count where e[order[k]].priority != top { available -= e[order[k]].minimum }
            }
            var groupStart = 0
            while groupStart < count {
                let priority = e[order[groupStart]].priority
                var groupEnd = groupStart + 1
                while groupEnd < count && e[order[groupEnd]].priority == priority { groupEnd += 1 }
                if groupStart > 0 { for k in groupStart..<groupEnd { available += e[order[k]].minimum } }
                var remaining = groupEnd - groupStart
                for k in groupStart..<groupEnd {
                    let i = order[k]
                    let share = max(available / CGFloat(remaining), 0)
                    let p = ProposedViewSize(axis: axis, major: share.isNaN ? 0 : share, minor: minor)
                    let size = subviews[first + i].node.sizeThatFits(p)
                    e[i].proposal = p
                    e[i].size = size
                    available -= size[axis]
                    remaining -= 1
                }
                groupStart = groupEnd
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

    /// The first explicit value a child gives `key` (the last child's for `lastTextBaseline`), in stack coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = size[axis.other] }
        let result = run(proposal: p, subviews: subviews)
        // A stack's last text baseline is its last child's that has one (SwiftUI); every other guide the first's.
        let fromEnd = ObjectIdentifier(key.id) == ObjectIdentifier(LastTextBaselineAlignmentID.self)
        let order = fromEnd ? Array(subviews.enumerated().reversed()) : Array(subviews.enumerated())
        for (i, subview) in order {
            let size = subview.sizeThatFits(result.proposals[i])
            if let value = subview.node.explicitAlignment(key, size: size, proposal: result.proposals[i]) {
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
