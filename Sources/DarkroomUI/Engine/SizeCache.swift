import Foundation

/// A proposal → size memo: stacks ask each child the same few proposals (0, ∞, nil, a share) many times, and
/// nested stacks combine them per axis, so every distinct proposal is kept: four inline, the rest in a dictionary.
struct SizeCache {
    private var p0 = ProposedViewSize.zero, s0 = CGSize.zero
    private var p1 = ProposedViewSize.zero, s1 = CGSize.zero
    private var p2 = ProposedViewSize.zero, s2 = CGSize.zero
    private var p3 = ProposedViewSize.zero, s3 = CGSize.zero
    private var count = 0
    private var overflow: [Key: CGSize] = [:]

    /// A hashable form of a (sanitised, never NaN) proposal.
    private struct Key: Hashable {
        let width: CGFloat?
        let height: CGFloat?
        init(_ p: ProposedViewSize) { width = p.width; height = p.height }
    }

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if count > 0 && p0 == proposal { return s0 }
        if count > 1 && p1 == proposal { return s1 }
        if count > 2 && p2 == proposal { return s2 }
        if count > 3 && p3 == proposal { return s3 }
        return count > 4 ? overflow[Key(proposal)] : nil
    }

    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        switch count {
        case 0: p0 = proposal; s0 = size
        case 1: p1 = proposal; s1 = size
        case 2: p2 = proposal; s2 = size
        case 3: p3 = proposal; s3 = size
        default: overflow[Key(proposal)] = size
        }
        count += 1
    }
}
