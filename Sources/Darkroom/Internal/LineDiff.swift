/// The line diff of the `.lines` strategy, in swift-snapshot-testing's format: hunks headed
/// `@@ −a,b +c,d @@`, removed lines prefixed `−`, added lines `+`, context lines a figure space,
/// and a `¬` after trailing spaces.
enum LineDiff {
    static let minus = "−"
    static let plus = "+"
    static let figureSpace = "\u{2007}"

    /// A run of lines that only the old text, only the new text, or both have.
    struct Difference: Equatable {
        enum Which: Equatable { case first, second, both }
        var elements: [String]
        var which: Which
    }

    /// Splits both texts at their longest common run of lines and recurses on each side (the
    /// algorithm of swift-snapshot-testing, so messages read the same).
    static func differences(_ first: [String], _ second: [String]) -> [Difference] {
        var result: [Difference] = []
        appendDifferences(first[...], second[...], into: &result)
        return result
    }

    private static func appendDifferences(_ first: ArraySlice<String>, _ second: ArraySlice<String>, into result: inout [Difference]) {
        // Longest common contiguous run. Like swift-snapshot-testing, a run ending on a line of
        // `second` replaces the best one when it is longer than the best before that line (so the
        // last such run of the line wins).
        var indices: [String: [Int]] = [:]
        for (index, line) in zip(first.indices, first) { indices[line, default: []].append(index) }
        var previous: [Int: Int] = [:]
        var best = (first: first.startIndex, second: second.startIndex, length: 0)
        for (secondIndex, line) in zip(second.indices, second) {
            var current: [Int: Int] = [:]
            let bestBefore = best.length
            for firstIndex in indices[line] ?? [] {
                let length = (previous[firstIndex - 1] ?? 0) + 1
                current[firstIndex] = length
                if length > bestBefore {
                    best = (firstIndex - length + 1, secondIndex - length + 1, length)
                }
            }
            previous = current
        }
        guard best.length > 0 else {
            if !first.isEmpty { result.append(Difference(elements: Array(first), which: .first)) }
            if !second.isEmpty { result.append(Difference(elements: Array(second), which: .second)) }
            return
        }
        appendDifferences(first[..<best.first], second[..<best.second], into: &result)
        result.append(Difference(elements: Array(first[best.first..<(best.first + best.length)]), which: .both))
        appendDifferences(first[(best.first + best.length)...], second[(best.second + best.length)...], into: &result)
    }

    /// A hunk of a unified diff.
    struct Hunk {
        var firstIndex = 0
        var firstLength = 0
        var secondIndex = 0
        var secondLength = 0
        var lines: [String] = []

        var patchMark: String {
            "@@ \(LineDiff.minus)\(firstIndex + 1),\(firstLength) \(LineDiff.plus)\(secondIndex + 1),\(secondLength) @@"
        }

        static func + (lhs: Hunk, rhs: Hunk) -> Hunk {
            Hunk(
                firstIndex: lhs.firstIndex + rhs.firstIndex, firstLength: lhs.firstLength + rhs.firstLength,
                secondIndex: lhs.secondIndex + rhs.secondIndex, secondLength: lhs.secondLength + rhs.secondLength,
                lines: lhs.lines + rhs.lines
            )
        }

        var hasChanges: Bool {
            lines.contains { $0.hasPrefix(LineDiff.minus) || $0.hasPrefix(LineDiff.plus) }
        }
    }

    /// Groups differences into hunks with `context` unchanged lines around changes.
    static func hunks(_ differences: [Difference], context: Int = 4) -> [Hunk] {
        func prefixed(_ prefix: String) -> (String) -> String {
            { prefix + $0 + ($0.hasSuffix(" ") ? "¬" : "") }
        }
        var current = Hunk()
        var hunks: [Hunk] = []
        for difference in differences {
            let count = difference.elements.count
            switch difference.which {
            case .both where count > context * 2:
                let hunk =
                    current
                    + Hunk(
                        firstLength: context, secondLength: context,
                        lines: difference.elements.prefix(context).map(prefixed(figureSpace))
                    )
                if hunk.hasChanges { hunks.append(hunk) }
                current = Hunk(
                    firstIndex: current.firstIndex + current.firstLength + count - context, firstLength: context,
                    secondIndex: current.secondIndex + current.secondLength + count - context, secondLength: context,
                    lines: difference.elements.suffix(context).map(prefixed(figureSpace))
                )
            case .both where current.lines.isEmpty:
                let lines = difference.elements.suffix(context).map(prefixed(figureSpace))
                current =
                    current
                    + Hunk(
                        firstIndex: count - lines.count, firstLength: lines.count,
                        secondIndex: count - lines.count, secondLength: lines.count, lines: lines
                    )
            case .both:
                current = current + Hunk(firstLength: count, secondLength: count, lines: difference.elements.map(prefixed(figureSpace)))
            case .first:
                current = current + Hunk(firstLength: count, lines: difference.elements.map(prefixed(minus)))
            case .second:
                current = current + Hunk(secondLength: count, lines: difference.elements.map(prefixed(plus)))
            }
        }
        if current.hasChanges { hunks.append(current) }
        return hunks
    }

    /// The diff of two texts, split into lines, or `nil` when they are equal.
    static func patch(old: String, new: String) -> String? {
        guard old != new else { return nil }
        let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return hunks(differences(split(old), split(new)))
            .flatMap { [$0.patchMark] + $0.lines }
            .joined(separator: "\n")
    }
}
