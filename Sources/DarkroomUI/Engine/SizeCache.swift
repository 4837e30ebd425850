import Foundation

/// A tiny proposal → size memo: stacks ask each child the same few proposals (0, ∞, nil, a share) many times.
struct SizeCache {
    private var keys: [ProposedViewSize] = []
    private var values: [CGSize] = []
    private var next = 0
    private static let capacity = 6

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        for i in keys.indices where keys[i] == proposal { return values[i] }
        return nil
    }

    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        if keys.count < Self.capacity {
            keys.append(proposal)
            values.append(size)
        } else {
            keys[next] = proposal
            values[next] = size
            next = (next + 1) % Self.capacity
        }
    }
}
