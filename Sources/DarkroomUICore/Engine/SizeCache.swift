import Foundation

/// A proposal → size memo: stacks ask each child the same few proposals (0, ∞, nil, a share) many times, and
/// nested stacks combine them per axis. Proposals are sanitised (never NaN or negative), so `nil` is encoded
/// as -1 for a fast scan.
struct SizeCache {
    private struct Entry {
        let width: Double
        let height: Double
        let size: CGSize
    }

    private var entries: [Entry] = []
    private var next = 0
    private static let capacity = 64

    @inline(__always)
    private static func encode(_ v: CGFloat?) -> Double { v.map { Double($0) } ?? -1 }

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        let w = Self.encode(proposal.width), h = Self.encode(proposal.height)
        for entry in entries where entry.width == w && entry.height == h { return entry.size }
        return nil
    }

    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(width: Self.encode(proposal.width), height: Self.encode(proposal.height), size: size)
        if entries.count < Self.capacity {
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
