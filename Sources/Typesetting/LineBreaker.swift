/// Greedy line breaking over shaped clusters: lines end at break opportunities (after spaces,
/// hyphens, between ideographs, at newlines); a word wider than the line breaks between
/// characters; trailing spaces hang and do not count toward the width.
enum LineBreaker {
    /// A line as a cluster range.
    struct Line {
        /// Clusters on the line, including trailing spaces and a terminating newline.
        var range: Range<Int>
        /// End of the visible content (trailing spaces and newline excluded).
        var contentEnd: Int
    }

    /// Tolerance so that measuring then laying out at the measured width gives the same lines.
    static let epsilon = 1e-6

    static func breakLines(_ paragraph: ShapedParagraph, maxWidth: Double) -> [Line] {
        let clusters = paragraph.clusters
        let count = clusters.count
        guard count > 0 else { return [] }
        var lines: [Line] = []
        var start = 0
        while start < count {
            var width = 0.0
            var hasContent = false
            var lastBreak = -1
            var end = count
            var index = start
            while index < count {
                let cluster = clusters[index]
                if cluster.isMandatoryBreak {
                    end = index + 1
                    break
                }
                if !cluster.isWhitespace {
                    if hasContent && width + cluster.advance > maxWidth + epsilon {
                        end = lastBreak >= start ? lastBreak + 1 : index
                        break
                    }
                    hasContent = true
                }
                width += cluster.advance
                if cluster.breakAfter { lastBreak = index }
                index += 1
            }
            lines.append(Line(range: start..<end, contentEnd: contentEnd(clusters, start..<end)))
            start = end
        }
        if clusters[count - 1].isMandatoryBreak {
            lines.append(Line(range: count..<count, contentEnd: count))
        }
        return lines
    }

    static func contentEnd(_ clusters: [ShapedParagraph.Cluster], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, clusters[end - 1].isWhitespace || clusters[end - 1].isMandatoryBreak {
            end -= 1
        }
        return end
    }

    /// Sum of advances, always added in the same order.
    static func width(_ clusters: [ShapedParagraph.Cluster], _ range: Range<Int>) -> Double {
        var width = 0.0
        for index in range { width += clusters[index].advance }
        return width
    }
}
