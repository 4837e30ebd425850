import Foundation

extension MutableCollection {
    /// Moves the elements at the offsets `source` so that they sit, in their order, just before the element that
    /// was at offset `destination` (the end when `destination` is the count) — what `onMove(perform:)` passes.
    /// Offsets outside the collection are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let valid = source.filter { $0 >= 0 && $0 < elements.count }
        guard !valid.isEmpty else { return }
        let moving = IndexSet(valid)
        var before: [Element] = []
        var after: [Element] = []
        for (offset, element) in elements.enumerated() where !moving.contains(offset) {
            if offset < destination { before.append(element) } else { after.append(element) }
        }
        let reordered = before + moving.map { elements[$0] } + after
        var index = startIndex
        for element in reordered {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets `offsets` — what `onDelete(perform:)` passes. Offsets outside the
    /// collection are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
