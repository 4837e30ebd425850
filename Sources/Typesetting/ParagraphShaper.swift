import CFreeType
import CHarfBuzz

extension EngineState {
    /// Shapes `text` (cached): itemizes grapheme clusters onto the fallback chain, shapes each
    /// same-face run with HarfBuzz (kerning, ligatures, marks, emoji sequences) and records
    /// advances and line-break opportunities per cluster.
    func shapedParagraph(_ text: AttributedText) throws(FontError) -> ShapedParagraph {
        syncRegistry()
        if let cached = paragraphCache[text] { return cached }
        let shaped = try shape(text)
        if paragraphCache.count >= Self.maxParagraphCacheEntries { paragraphCache.removeAll() }
        paragraphCache[text] = shaped
        return shaped
    }

    private func shape(_ text: AttributedText) throws(FontError) -> ShapedParagraph {
        var scalars: [UInt32] = []
        var scalarToCluster: [Int] = []
        var clusters: [ShapedParagraph.Cluster] = []
        var clusterFace: [Int] = []
        var clusterScalarStart: [Int] = []
        var firstScalars: [Unicode.Scalar] = []
        var lastScalars: [Unicode.Scalar] = []
        var isEmojiCluster: [Bool] = []
        var bidiClasses: [BidiResolver.Class] = []
        var runMetrics: [ShapedParagraph.RunMetrics] = []
        var runSynthetic: [SyntheticStyle] = []
        var runPrimary: [Int] = []
        // SF Pro's size-specific tracking, applied to the Inter and Manjari faces that stand in for it.
        var runSystemTracking: [Double] = []
        var missing: [Character] = []
        var missingSet = Set<Character>()
        var lineMetricsFaces = Set<Int>()
        var utf8Offset = 0

        var substitutions: [String] = []
        for (runIndex, run) in text.runs.enumerated() {
            let fallback = try chain(for: run.attributes.font)
            let primary = fallback.primary
            runSynthetic.append(fallback.synthetic)
            if let substitution = fallback.substitution, !substitutions.contains(substitution) {
                substitutions.append(substitution)
            }
            let size = run.attributes.font.effectiveSize
            var runMetric = metrics(of: faces[primary], size: size)
            if let lineFace = fallback.lineMetricsFace {
                lineMetricsFaces.insert(lineFace)
                let line = metrics(of: faces[lineFace], size: size)
                runMetric.ascent = line.ascent
                runMetric.descent = line.descent
                runMetric.leading = line.leading
            }
            runMetrics.append(runMetric)
            runPrimary.append(primary)
            let family = fallback.isSystemFontStandIn ? FontDescriptor.Family.system(.default) : run.attributes.font.family
            if case .system(let design) = family,
                SystemFontCatalog.takesSystemTracking(design: design, width: run.attributes.font.width)
            {
                runSystemTracking.append(SystemFontCatalog.systemTracking(size: size))
            } else {
                runSystemTracking.append(0)
            }
            let primaryFace = faces[primary]
            for character in run.string {
                let unicodeScalars = character.unicodeScalars
                guard let first = unicodeScalars.first else { continue }
                let last = unicodeScalars.last ?? first
                let clusterIndex = clusters.count
                let mandatory = CharacterClassifier.isMandatoryBreak(first.value)
                let emojiPresentation = CharacterClassifier.isEmojiPresentation(unicodeScalars)
                clusterScalarStart.append(scalars.count)
                for scalar in unicodeScalars {
                    scalars.append(CharacterClassifier.shapingValue(scalar.value))
                    scalarToCluster.append(clusterIndex)
                }
                var chosen = primary
                // A one-scalar text cluster the requested face has (most of them): what `coveringFace` finds first.
                let isSingleScalar = unicodeScalars.index(after: unicodeScalars.startIndex) == unicodeScalars.endIndex
                let primaryCovers =
                    isSingleScalar && !emojiPresentation
                    && (CharacterClassifier.isIgnorableForCoverage(first.value)
                        || primaryFace.glyphIndex(for: CharacterClassifier.shapingValue(first.value)) != 0)
                if !mandatory && !primaryCovers {
                    if let found = try coveringFace(unicodeScalars, chain: fallback, emojiFirst: emojiPresentation) {
                        chosen = found
                    } else if !character.unicodeScalars.allSatisfy({ CharacterClassifier.isIgnorableForCoverage($0.value) }) {
                        if missingSet.insert(character).inserted { missing.append(character) }
                    }
                }
                let byteCount = character.utf8.count
                clusters.append(
                    ShapedParagraph.Cluster(
                        utf8Start: utf8Offset, utf8End: utf8Offset + byteCount, glyphStart: -1, glyphEnd: -1,
                        advance: 0, runIndex: runIndex,
                        isWhitespace: CharacterClassifier.isBreakingSpace(first),
                        isMandatoryBreak: mandatory, breakAfter: mandatory))
                utf8Offset += byteCount
                clusterFace.append(chosen)
                firstScalars.append(first)
                lastScalars.append(last)
                isEmojiCluster.append(emojiPresentation)
                bidiClasses.append(BidiResolver.bidiClass(first))
            }
        }
        if let levels = BidiResolver.levels(bidiClasses) {
            for index in clusters.indices { clusters[index].level = levels[index] }
        }

        var glyphs: [ShapedParagraph.Glyph] = []
        glyphs.reserveCapacity(scalars.count)
        var usedFaces = Set<Int>()
        // Shaping runs: consecutive clusters in the same face with the same shaping-relevant
        // attributes (size, ligatures, synthetic style). Runs differing only in colour or
        // decoration are shaped together, so kerning and ligatures cross them.
        struct ShapingKey: Equatable {
            var face: Int
            var size: Double
            var ligatures: Bool
            var tabularFigures: Bool
            var synthetic: SyntheticStyle
            var level: UInt8
            var language: String?
        }
        func shapingKey(_ cluster: Int) -> ShapingKey {
            let run = clusters[cluster].runIndex
            let attributes = text.runs[run].attributes
            let face = clusterFace[cluster]
            return ShapingKey(
                face: face, size: attributes.font.effectiveSize, ligatures: attributes.tracking == 0,
                tabularFigures: attributes.font.usesMonospacedDigits,
                synthetic: face == runPrimary[run] ? runSynthetic[run] : [], level: clusters[cluster].level,
                language: attributes.language)
        }
        scalars.withUnsafeBufferPointer { scalarBuffer in
            var start = 0
            while start < clusters.count {
                if clusters[start].isMandatoryBreak {
                    start += 1
                    continue
                }
                let key = shapingKey(start)
                var end = start + 1
                while end < clusters.count, !clusters[end].isMandatoryBreak, shapingKey(end) == key {
                    end += 1
                }
                let scalarStart = clusterScalarStart[start]
                let scalarEnd = end < clusters.count ? clusterScalarStart[end] : scalars.count
                usedFaces.insert(key.face)
                shapeRun(
                    scalars: scalarBuffer, range: scalarStart..<scalarEnd, face: faces[key.face], faceIndex: key.face,
                    size: key.size, ligatures: key.ligatures, tabularFigures: key.tabularFigures,
                    synthetic: key.synthetic, rightToLeft: key.level % 2 == 1, language: key.language,
                    scalarToCluster: scalarToCluster, clusters: &clusters, glyphs: &glyphs)
                start = end
            }
        }

        // Clusters without glyphs (ligature tails, newlines) get empty ranges in place.
        var cursor = 0
        for index in clusters.indices {
            if clusters[index].glyphStart < 0 {
                clusters[index].glyphStart = cursor
                clusters[index].glyphEnd = cursor
            } else {
                cursor = clusters[index].glyphEnd
            }
            // Kerning/tracking go after each glyph-bearing cluster; the tail of a ligature gets none.
            // The system font's own tracking applies to visible clusters drawn with its face (not to
            // fallback faces, nor to zero-width clusters such as control characters).
            if !clusters[index].isMandatoryBreak, clusters[index].glyphEnd > clusters[index].glyphStart {
                let run = clusters[index].runIndex
                if clusterFace[index] == runPrimary[run], clusters[index].advance != 0 {
                    clusters[index].advance += runSystemTracking[run]
                }
                clusters[index].advance += text.runs[run].attributes.extraAdvance
            }
        }

        // Break opportunities after each cluster, from the cluster and its neighbours.
        for index in clusters.indices where !clusters[index].isMandatoryBreak {
            guard index + 1 < clusters.count else { continue }
            let next = clusters[index + 1]
            if next.isWhitespace { continue }  // spaces hang at the end of the line
            let this = clusters[index]
            let lastScalar = lastScalars[index]
            let nextScalar = firstScalars[index + 1]
            if this.isWhitespace || lastScalar.value == 0x200B {
                clusters[index].breakAfter = true
            } else if CharacterClassifier.isHyphen(lastScalar.value) {
                let previousIsWord = index > 0 && !clusters[index - 1].isWhitespace && !clusters[index - 1].isMandatoryBreak
                let nextIsNumber = nextScalar.properties.numericType != nil && lastScalar.value == 0x2D
                clusters[index].breakAfter = previousIsWord && !nextIsNumber && !next.isMandatoryBreak
            } else if CharacterClassifier.isIdeographic(lastScalar) || CharacterClassifier.isIdeographic(nextScalar)
                || isEmojiCluster[index] || isEmojiCluster[index + 1]
            {
                clusters[index].breakAfter =
                    !CharacterClassifier.forbidsBreakBefore(nextScalar)
                    && !CharacterClassifier.forbidsBreakAfter(lastScalar)
            }
        }

        // Thai runs break between dictionary words (UAX #14 class SA).
        var runStart = 0
        while runStart < clusters.count {
            guard ThaiWordBreaker.isThai(firstScalars[runStart]) else {
                runStart += 1
                continue
            }
            var runEnd = runStart + 1
            while runEnd < clusters.count, ThaiWordBreaker.isThai(firstScalars[runEnd]) { runEnd += 1 }
            if runEnd - runStart > 1, let breaker = try ThaiWordBreaker.bundled.get() {
                let run = (runStart..<runEnd).map { index in
                    let end = index + 1 < clusterScalarStart.count ? clusterScalarStart[index + 1] : scalars.count
                    return scalars[clusterScalarStart[index]..<end].compactMap(Unicode.Scalar.init)
                }
                for boundary in breaker.boundaries(run) { clusters[runStart + boundary - 1].breakAfter = true }
            }
            runStart = runEnd
        }

        let string = text.string
        return ShapedParagraph(
            string: string, utf8: Array(string.utf8), runs: text.runs, runMetrics: runMetrics, clusters: clusters,
            glyphs: glyphs, missingCharacters: missing, faces: usedFaces.sorted(),
            hasRightToLeft: clusters.contains { $0.level > 0 }, fontSubstitutions: substitutions,
            lineMetricsFaces: lineMetricsFaces.sorted())
    }

    /// The first face (emoji face first for emoji clusters) that has a glyph for every
    /// non-ignorable scalar; else the first that has the base character. Faces are loaded as
    /// they are tried.
    private func coveringFace(
        _ scalars: String.UnicodeScalarView, chain: FallbackChain, emojiFirst: Bool
    ) throws(FontError) -> Int? {
        let emoji = emojiFirst ? chain.emojiPosition : nil
        func coversAll(_ position: Int) throws(FontError) -> Int? {
            let id = try face(at: position, of: chain)
            let face = faces[id]
            for scalar in scalars where !CharacterClassifier.isIgnorableForCoverage(scalar.value) {
                if face.glyphIndex(for: CharacterClassifier.shapingValue(scalar.value)) == 0 { return nil }
            }
            return id
        }
        if let emoji, let id = try coversAll(emoji) { return id }
        for position in chain.fonts.indices where position != emoji {
            if let id = try coversAll(position) { return id }
        }
        guard let base = scalars.first else { return nil }
        func hasBase(_ position: Int) throws(FontError) -> Int? {
            let id = try face(at: position, of: chain)
            return faces[id].glyphIndex(for: base.value) != 0 ? id : nil
        }
        if let emoji, let id = try hasBase(emoji) { return id }
        for position in chain.fonts.indices where position != emoji {
            if let id = try hasBase(position) { return id }
        }
        return nil
    }

    private func shapeRun(
        scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>, face: LoadedFace, faceIndex: Int, size: Double, ligatures: Bool,
        tabularFigures: Bool, synthetic: SyntheticStyle, rightToLeft: Bool, language: String?,
        scalarToCluster: [Int], clusters: inout [ShapedParagraph.Cluster], glyphs: inout [ShapedParagraph.Glyph]
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, scalars.baseAddress, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language.map { hb_language_from_string($0, -1) } ?? self.language)
        hb_buffer_guess_segment_properties(buffer)
        // Tracking, like SwiftUI's `tracking(_:)`, spaces every character: no ligatures.
        let features = (ligatures ? [] : noLigatures) + (tabularFigures ? self.tabularFigures : [])
        if features.isEmpty {
            hb_shape(face.hbFont, buffer, nil, 0)
        } else {
            features.withUnsafeBufferPointer { features in
                hb_shape(face.hbFont, buffer, features.baseAddress, UInt32(features.count))
            }
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        let scale = face.scale(at: size)
        // Right-to-left output is in visual order; read it backwards to store logical order.
        let total = Int(count)
        for step in 0..<total {
            let index = rightToLeft ? total - 1 - step : step
            let info = infos[index]
            let position = positions[index]
            let scalarIndex = min(Int(info.cluster), scalarToCluster.count - 1)
            let clusterIndex = scalarToCluster[scalarIndex]
            let advance = Double(position.x_advance) * scale
            if clusters[clusterIndex].glyphStart < 0 { clusters[clusterIndex].glyphStart = glyphs.count }
            glyphs.append(
                ShapedParagraph.Glyph(
                    glyphID: info.codepoint, face: faceIndex,
                    xOffset: Double(position.x_offset) * scale, yOffset: Double(position.y_offset) * scale,
                    advance: advance, isColor: face.isColorBitmap, synthetic: face.isColorBitmap ? [] : synthetic))
            clusters[clusterIndex].glyphEnd = glyphs.count
            clusters[clusterIndex].advance += advance
        }
    }

    func metrics(of face: LoadedFace, size: Double) -> ShapedParagraph.RunMetrics {
        let scale = face.scale(at: size)
        return ShapedParagraph.RunMetrics(
            ascent: face.ascender * scale, descent: face.descender * scale, leading: face.lineGap * scale,
            underlinePosition: face.underlinePosition * scale, underlineThickness: face.underlineThickness * scale,
            strikeoutPosition: face.strikeoutPosition * scale, strikeoutSize: face.strikeoutSize * scale)
    }
}
