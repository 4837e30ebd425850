import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size, the spacing after it and how cells
/// are aligned in it.
public struct GridItem: Sendable {
    /// How the track is sized.
    public enum Size: Sendable {
        /// Exactly `size` points.
        case fixed(CGFloat)
        /// A share of the remaining space, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` (at most `maximum`) points as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The spacing to the next track (nil: 8 pt).
    public var spacing: CGFloat?
    /// The alignment of cells in the track (nil: centred).
    public var alignment: Alignment?

    /// A grid track.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The track-sizing rules shared by `LazyVGrid` and `LazyHGrid`.
enum GridTracks {
    static let defaultSpacing: CGFloat = 8

    /// Resolved tracks for `length` points: each track's size, its spacing after it and its alignment.
    static func resolve(_ rawItems: [GridItem], length rawLength: CGFloat) -> [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        let items = rawItems.map(sanitized)
        let length = rawLength.isFinite ? max(0, rawLength) : 0
        // Expand adaptive items into as many tracks as fit.
        var tracks: [(kind: GridItem.Size, spacing: CGFloat, alignment: Alignment?)] = []
        let fixedTotal = items.reduce(CGFloat(0)) { total, item in
            if case .fixed(let s) = item.size { return total + s + (item.spacing ?? defaultSpacing) }
            return total
        }
        for item in items {
            let spacing = item.spacing ?? defaultSpacing
            if case .adaptive(let minimum, let maximum) = item.size {
                let minimum = max(1, minimum.isFinite ? minimum : 1)
                let available = max(0, length - fixedTotal)
                let count = max(1, Int(((available + spacing) / (minimum + spacing)).rounded(.down)))
                for _ in 0..<min(count, 10_000) { tracks.append((.flexible(minimum: minimum, maximum: maximum), spacing, item.alignment)) }
            } else {
                tracks.append((item.size, spacing, item.alignment))
            }
        }
        guard !tracks.isEmpty else { return [] }
        let spacingTotal = tracks.dropLast().reduce(CGFloat(0)) { $0 + $1.spacing }
        var sizes = [CGFloat](repeating: 0, count: tracks.count)
        var remaining = length - spacingTotal
        var flexible: [Int] = []
        for (i, track) in tracks.enumerated() {
            if case .fixed(let s) = track.kind {
                sizes[i] = max(0, s)
                remaining -= sizes[i]
            } else {
                flexible.append(i)
            }
        }
        // Flexible tracks share what is left, clamped to their bounds; the most constrained go first.
        var pending = flexible.sorted { bounds(tracks[$0].kind).max - bounds(tracks[$0].kind).min < bounds(tracks[$1].kind).max - bounds(tracks[$1].kind).min }
        while !pending.isEmpty {
            let i = pending.removeFirst()
            let share = max(0, remaining / CGFloat(pending.count + 1))
            let b = bounds(tracks[i].kind)
            sizes[i] = min(max(share, b.min), b.max)
            remaining -= sizes[i]
        }
        return tracks.indices.map { (sizes[$0], $0 < tracks.count - 1 ? tracks[$0].spacing : 0, tracks[$0].alignment) }
    }

    /// The item with non-finite or negative sizes and spacing replaced by SwiftUI's defaults (a NaN size is
    /// 0, a negative minimum is 0, an infinite adaptive minimum is 10).
    static func sanitized(_ item: GridItem) -> GridItem {
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isNaN ? fallback : max(0, v) }
        var item = item
        switch item.size {
        case .fixed(let s): item.size = .fixed(s.isFinite ? max(0, s) : 0)
        case .flexible(let a, let b): item.size = .flexible(minimum: a.isFinite ? max(0, a) : 10, maximum: max(a.isFinite ? max(0, a) : 10, clean(b, .infinity)))
        case .adaptive(let a, let b): item.size = .adaptive(minimum: a.isFinite ? max(0, a) : 10, maximum: max(a.isFinite ? max(0, a) : 10, clean(b, .infinity)))
        }
        if let spacing = item.spacing, !spacing.isFinite || spacing < 0 { item.spacing = 0 }
        return item
    }

    private static func bounds(_ size: GridItem.Size) -> (min: CGFloat, max: CGFloat) {
        switch size {
        case .fixed(let s): return (s, s)
        case .flexible(let a, let b), .adaptive(let a, let b): return (max(0, a), max(a, b))
        }
    }
}
