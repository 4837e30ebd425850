import Foundation

/// Turns a shaped paragraph into lines of positioned glyphs at a width, following SwiftUI's
/// `Text` rules: ideal size is the unwrapped text, a narrower width wraps, a line limit or a
/// short height truncates the last visible line with "…", and at least one line always shows.
struct TextLayoutBuilder {
    enum Segment {
        case clusters(Range<Int>)
        case ellipsis(ShapedParagraph, runIndex: Int)
    }

    let paragraph: ShapedParagraph
    let options: TextLayoutOptions
    let faceInfo: (Int) -> FontFileInfo
    let faceID: (Int) -> FontFaceID
    let ellipsis: (Int) throws(FontError) -> ShapedParagraph

    func build(width: Double?, height: Double?) throws(FontError) -> TextLayout {
        let clusters = paragraph.clusters
        guard !clusters.isEmpty else { return reservedEmptyLayout() }
        let maxWidth: Double
        if let width, width.isFinite { maxWidth = max(0, width) } else { maxWidth = .infinity }
        let broken = LineBreaker.breakLines(paragraph, maxWidth: maxWidth)

        var contents: [(segments: [Segment], characters: Range<Int>, truncated: Bool)] = broken.map {
            ([.clusters($0.range.lowerBound..<$0.contentEnd)], $0.range.lowerBound..<$0.contentEnd, false)
        }
        // Trailing spaces at the very end of the text count (as in SwiftUI, where `Text("a ") + …`
        // or an HStack of texts keeps the space) when they fit; at soft breaks they hang.
        if let last = broken.last, last.range.upperBound == clusters.count, last.contentEnd < last.range.upperBound,
            clusters[clusters.count - 1].isWhitespace,
            LineBreaker.width(clusters, last.range) <= maxWidth + LineBreaker.epsilon
        {
            contents[contents.count - 1] = ([.clusters(last.range)], last.range, false)
        }
        var visible = contents.count
        if let limit = options.lineLimit { visible = min(visible, max(1, limit)) }
        if let height, height.isFinite {
            visible = min(visible, linesFitting(height: height, lines: contents.map(\.segments)))
        }
        if visible < contents.count {
            contents.removeSubrange(visible...)
            let start = broken[visible - 1].range.lowerBound
            let (segments, characters) = try truncated(from: start, maxWidth: maxWidth)
            contents[visible - 1] = (segments, characters, true)
        }

        // Vertical metrics and widths.
        var lines: [TextLine] = []
        var top = 0.0
        var widest = 0.0
        var usedFaces = Set<Int>()
        for (index, content) in contents.enumerated() {
            let metrics = lineMetrics(content.segments, fallbackCluster: content.characters.lowerBound)
            let lineWidth = content.segments.reduce(0.0) { $0 + segmentWidth($1) }
            widest = max(widest, lineWidth)
            if index > 0 { top += options.lineSpacing }
            let height = metrics.ascent + metrics.descent + metrics.leading
            lines.append(
                TextLine(
                    text: content.segments.map(text(of:)).joined(), characterRange: content.characters,
                    origin: CGPoint(x: 0, y: top), width: CGFloat(lineWidth), ascent: CGFloat(metrics.ascent),
                    descent: CGFloat(metrics.descent), leading: CGFloat(metrics.leading), height: CGFloat(height),
                    glyphs: [], decorations: [], isTruncated: content.truncated))
            top += height
        }

        if lines.count < options.minimumLineCount, let last = lines.last {
            let missing = Double(options.minimumLineCount - lines.count)
            top += missing * (Double(last.height) + options.lineSpacing)
        }

        let factor: Double
        switch options.alignment {
        case .leading: factor = 0
        case .center: factor = 0.5
        case .trailing: factor = 1
        }
        for index in lines.indices {
            let x = (widest - Double(lines[index].width)) * factor
            lines[index].origin.x = CGFloat(x)
            place(contents[index].segments, in: &lines[index], x: x, usedFaces: &usedFaces)
        }

        usedFaces.formUnion(paragraph.lineMetricsFaces)
        let files = usedFaces.map(faceInfo).sorted {
            ($0.path, $0.faceIndex, $0.variations.description) < ($1.path, $1.faceIndex, $1.variations.description)
        }
        return TextLayout(
            size: CGSize(width: widest, height: top), lines: lines,
            firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
            missingCharacters: paragraph.missingCharacters, fontFiles: files,
            runColors: paragraph.runs.map(\.attributes.foregroundColor),
            fontSubstitutions: paragraph.fontSubstitutions)
    }

    /// Empty text: zero size, or the reserved lines' height.
    private func reservedEmptyLayout() -> TextLayout {
        guard options.minimumLineCount > 0, let metrics = paragraph.runMetrics.first else { return .empty }
        var layout = TextLayout.empty
        let count = Double(options.minimumLineCount)
        let height = metrics.ascent + metrics.descent + metrics.leading
        layout.size.height = CGFloat(count * height + (count - 1) * options.lineSpacing)
        return layout
    }

    // MARK: Measuring pieces

    private func segmentWidth(_ segment: Segment) -> Double {
        switch segment {
        case .clusters(let range): LineBreaker.width(paragraph.clusters, range)
        case .ellipsis(let shaped, _): LineBreaker.width(shaped.clusters, 0..<shaped.clusters.count)
        }
    }

    private func text(of segment: Segment) -> String {
        switch segment {
        case .clusters(let range): paragraph.text(of: range)
        case .ellipsis(let shaped, _): shaped.string
        }
    }

    private func lineMetrics(_ segments: [Segment], fallbackCluster: Int) -> ShapedParagraph.RunMetrics {
        var runs: [Int] = []
        for segment in segments {
            switch segment {
            case .clusters(let range):
                for index in range where runs.last != paragraph.clusters[index].runIndex {
                    runs.append(paragraph.clusters[index].runIndex)
                }
            case .ellipsis(_, let runIndex):
                runs.append(runIndex)
            }
        }
        if runs.isEmpty {
            // Empty line (blank line or trailing newline): the run of the neighbouring character.
            let index = min(
                max(0, fallbackCluster == paragraph.clusters.count ? fallbackCluster - 1 : fallbackCluster),
                paragraph.clusters.count - 1)
            runs.append(paragraph.clusters[index].runIndex)
        }
        var result = paragraph.runMetrics[runs[0]]
        for run in runs.dropFirst() {
            let metrics = paragraph.runMetrics[run]
            result.ascent = max(result.ascent, metrics.ascent)
            result.descent = max(result.descent, metrics.descent)
            result.leading = max(result.leading, metrics.leading)
        }
        return result
    }

    private func linesFitting(height: Double, lines: [[Segment]]) -> Int {
        var total = 0.0
        var fitting = 0
        for (index, segments) in lines.enumerated() {
            let metrics = lineMetrics(segments, fallbackCluster: 0)
            total += metrics.ascent + metrics.descent + metrics.leading + (index > 0 ? options.lineSpacing : 0)
            if total > height + LineBreaker.epsilon { break }
            fitting += 1
        }
        return max(1, fitting)
    }

    // MARK: Truncation

    /// The segments of the last visible line, which starts at cluster `start`, with "…".
    private func truncated(from start: Int, maxWidth: Double) throws(FontError) -> ([Segment], Range<Int>) {
        let clusters = paragraph.clusters
        let count = clusters.count
        let textEnd = LineBreaker.contentEnd(clusters, start..<count)
        let runIndex = clusters[min(start, count - 1)].runIndex
        let mark = try ellipsis(runIndex)
        let available = maxWidth - LineBreaker.width(mark.clusters, 0..<mark.clusters.count)
        let eps = LineBreaker.epsilon
        let dots = Segment.ellipsis(mark, runIndex: runIndex)

        func prefixEnd(budget: Double) -> (Int, Double) {
            var used = 0.0
            var end = start
            while end < textEnd, !clusters[end].isMandatoryBreak, used + clusters[end].advance <= budget + eps {
                used += clusters[end].advance
                end += 1
            }
            let trimmed = LineBreaker.contentEnd(clusters, start..<end)
            return (trimmed, LineBreaker.width(clusters, start..<trimmed))
        }

        func suffixStart(budget: Double, floor: Int) -> Int {
            var used = 0.0
            var begin = textEnd
            while begin > floor, !clusters[begin - 1].isMandatoryBreak, used + clusters[begin - 1].advance <= budget + eps {
                used += clusters[begin - 1].advance
                begin -= 1
            }
            while begin < textEnd, clusters[begin].isWhitespace { begin += 1 }
            return begin
        }

        switch options.truncationMode {
        case .tail:
            let (end, _) = prefixEnd(budget: available)
            return ([.clusters(start..<end), dots], start..<end)
        case .head:
            let begin = suffixStart(budget: available, floor: start)
            return ([dots, .clusters(begin..<textEnd)], begin..<textEnd)
        case .middle:
            let (end, used) = prefixEnd(budget: available / 2)
            let begin = max(end, suffixStart(budget: available - used, floor: end))
            return ([.clusters(start..<end), dots, .clusters(begin..<textEnd)], start..<textEnd)
        }
    }

    // MARK: Placing glyphs

    private func place(_ segments: [Segment], in line: inout TextLine, x: Double, usedFaces: inout Set<Int>) {
        let baseline = Double(line.baseline)
        var pen = x
        var glyphs: [PositionedGlyph] = []
        // Horizontal extent of each run on the line, for decorations.
        var pieces: [(run: Int, start: Double, end: Double)] = []

        func emit(_ shaped: ShapedParagraph, range: Range<Int>, runOverride: Int?, characterIndex: Int?) {
            let order =
                shaped.hasRightToLeft
                ? BidiResolver.visualOrder(range) { shaped.clusters[$0].level } : Array(range)
            for index in order {
                let cluster = shaped.clusters[index]
                let run = runOverride ?? cluster.runIndex
                let attributes = paragraph.runs[run].attributes
                let y = baseline - attributes.baselineOffset
                var glyphX = pen
                let reversed = cluster.level % 2 == 1
                let glyphCount = cluster.glyphEnd - cluster.glyphStart
                for step in 0..<glyphCount {
                    let glyphIndex = reversed ? cluster.glyphEnd - 1 - step : cluster.glyphStart + step
                    let glyph = shaped.glyphs[glyphIndex]
                    usedFaces.insert(glyph.face)
                    glyphs.append(
                        PositionedGlyph(
                            glyphID: glyph.glyphID, face: faceID(glyph.face), fontSize: CGFloat(attributes.font.effectiveSize),
                            position: CGPoint(x: glyphX + glyph.xOffset, y: y - glyph.yOffset), isColor: glyph.isColor,
                            synthetic: glyph.synthetic, runIndex: run, characterIndex: characterIndex ?? index))
                    glyphX += glyph.advance
                }
                let end = pen + cluster.advance
                if let last = pieces.last, last.run == run {
                    pieces[pieces.count - 1].end = end
                } else {
                    pieces.append((run, pen, end))
                }
                pen = end
            }
        }

        for (position, segment) in segments.enumerated() {
            switch segment {
            case .clusters(let range):
                emit(paragraph, range: range, runOverride: nil, characterIndex: nil)
            case .ellipsis(let shaped, let runIndex):
                var hidden = line.characterRange.upperBound
                if position + 1 < segments.count, case .clusters(let next) = segments[position + 1] {
                    hidden = next.lowerBound
                }
                emit(shaped, range: 0..<shaped.clusters.count, runOverride: runIndex, characterIndex: hidden)
            }
        }

        var decorations: [TextDecorationSegment] = []
        for piece in pieces where piece.end > piece.start {
            let attributes = paragraph.runs[piece.run].attributes
            let metrics = paragraph.runMetrics[piece.run]
            let y = baseline - attributes.baselineOffset
            if let underline = attributes.underline {
                let thickness = metrics.underlineThickness
                decorations.append(
                    TextDecorationSegment(
                        kind: .underline,
                        rect: CGRect(
                            x: piece.start, y: y - metrics.underlinePosition - thickness / 2,
                            width: piece.end - piece.start, height: thickness),
                        color: underline.color ?? attributes.foregroundColor, runIndex: piece.run, pattern: underline.pattern))
            }
            if let strikethrough = attributes.strikethrough {
                decorations.append(
                    TextDecorationSegment(
                        kind: .strikethrough,
                        rect: CGRect(
                            x: piece.start, y: y - metrics.strikeoutPosition,
                            width: piece.end - piece.start, height: metrics.strikeoutSize),
                        color: strikethrough.color ?? attributes.foregroundColor, runIndex: piece.run,
                        pattern: strikethrough.pattern))
            }
        }
        line.glyphs = glyphs
        line.decorations = decorations
        line.backgrounds = backgrounds(pieces, in: line)
    }

    /// The background rectangles of the runs on `line` (pieces in visual order): each spans the line's height and
    /// the piece's advances; touching pieces of the same colour become one rectangle (no seam between them).
    private func backgrounds(_ pieces: [(run: Int, start: Double, end: Double)], in line: TextLine) -> [TextBackgroundSegment] {
        var result: [TextBackgroundSegment] = []
        for piece in pieces where piece.end > piece.start {
            guard let color = paragraph.runs[piece.run].attributes.backgroundColor else { continue }
            if let last = result.last, last.color == color, Double(last.rect.maxX) == piece.start {
                result[result.count - 1].rect.size.width = CGFloat(piece.end) - last.rect.minX
                continue
            }
            result.append(
                TextBackgroundSegment(
                    rect: CGRect(
                        x: piece.start, y: Double(line.origin.y), width: piece.end - piece.start,
                        height: Double(line.height)),
                    color: color, runIndex: piece.run))
        }
        return result
    }
}
