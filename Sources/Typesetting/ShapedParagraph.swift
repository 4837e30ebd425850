/// A shaped text: grapheme clusters with advances and break opportunities, and their glyphs.
/// Shaped once per ``AttributedText`` and re-broken for every width.
struct ShapedParagraph {
    struct Cluster {
        /// UTF-8 range of the cluster in `string`.
        var utf8Start: Int
        var utf8End: Int
        var glyphStart: Int
        var glyphEnd: Int
        /// Advance in points, including kerning/tracking.
        var advance: Double
        var runIndex: Int
        var isWhitespace: Bool
        var isMandatoryBreak: Bool
        /// A line may end after this cluster.
        var breakAfter: Bool
        /// Bidi embedding level: 0 left-to-right, odd right-to-left (glyphs stored in logical order).
        var level: UInt8 = 0
    }

    struct Glyph {
        var glyphID: UInt32
        var face: Int
        var xOffset: Double
        var yOffset: Double
        var advance: Double
        var isColor: Bool
        var synthetic: SyntheticStyle
    }

    /// Metrics of a run's primary face at the run's size, in points.
    struct RunMetrics {
        var ascent: Double
        var descent: Double
        var leading: Double
        var underlinePosition: Double
        var underlineThickness: Double
        var strikeoutPosition: Double
        var strikeoutSize: Double
    }

    var string: String
    /// `string` as UTF-8 bytes (cluster ranges index into it).
    var utf8: [UInt8]
    var runs: [TextRun]
    var runMetrics: [RunMetrics]
    var clusters: [Cluster]
    var glyphs: [Glyph]
    var missingCharacters: [Character]
    /// Faces with at least one glyph here, ascending.
    var faces: [Int]
    /// Whether any cluster has a non-zero bidi level (lines then need visual reordering).
    var hasRightToLeft: Bool
    /// Why faces were substituted (an unknown custom font name), one message per substitution.
    var fontSubstitutions: [String] = []
    /// Faces that set line metrics without drawing a glyph (the rounded design's Inter), ascending:
    /// listed with the layout's font files because they shape its result.
    var lineMetricsFaces: [Int] = []

    /// The text of clusters `range`.
    func text(of range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound <= clusters.count, !range.isEmpty else { return "" }
        let start = clusters[first].utf8Start
        let end = clusters[range.upperBound - 1].utf8End
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}

extension ShapedParagraph {
    /// The same paragraph with every size multiplied by `factor`. Exact because outlines are
    /// unhinted: advances, offsets and metrics scale linearly with the point size.
    func scaled(by factor: Double) -> ShapedParagraph {
        var copy = self
        for index in copy.clusters.indices { copy.clusters[index].advance *= factor }
        for index in copy.glyphs.indices {
            copy.glyphs[index].advance *= factor
            copy.glyphs[index].xOffset *= factor
            copy.glyphs[index].yOffset *= factor
        }
        for index in copy.runMetrics.indices {
            copy.runMetrics[index].ascent *= factor
            copy.runMetrics[index].descent *= factor
            copy.runMetrics[index].leading *= factor
            copy.runMetrics[index].underlinePosition *= factor
            copy.runMetrics[index].underlineThickness *= factor
            copy.runMetrics[index].strikeoutPosition *= factor
            copy.runMetrics[index].strikeoutSize *= factor
        }
        for index in copy.runs.indices {
            copy.runs[index].attributes.font.size = runs[index].attributes.font.effectiveSize * factor
            copy.runs[index].attributes.kerning *= factor
            copy.runs[index].attributes.tracking *= factor
            copy.runs[index].attributes.baselineOffset *= factor
        }
        return copy
    }
}
