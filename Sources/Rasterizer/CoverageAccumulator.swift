/// Receives the coverage of one rasterized shape, row by row, left to right.
protocol CoverageSink {
    /// One pixel with coverage `alpha` (1...255).
    mutating func pixel(x: Int, y: Int, alpha: UInt32)
    /// `count` pixels starting at `x` with the same coverage `alpha` (1...255).
    mutating func span(x: Int, y: Int, count: Int, alpha: UInt32)
    /// Reads the destination at (x, y) so its cache line is on its way before it is blended (a software
    /// prefetch: the sweep touches rows a few ahead of the one it draws).
    func touch(x: Int, y: Int) -> UInt32
}

/// Exact-area scan conversion (font-rs / libart "cover + area" accumulation), kept sparse.
///
/// Every line adds, to the cells it crosses, the signed area it leaves to its right within each pixel
/// row; a running sum along a row then gives each pixel's exact covered area. Only touched cells are
/// recorded (a bit per cell), so a row costs its edge cells plus one span call for each run of constant
/// coverage between them — interior runs of a large shape become single solid spans.
///
/// Work happens in a window around each shape's bounds (so the buffers stay in cache between shapes);
/// the buffers grow to the largest window seen and stay zeroed between shapes: sweeping clears what it reads.
final class CoverageAccumulator {
    /// The canvas size in pixels.
    let width: Int
    let height: Int
    // The current window, in canvas pixels.
    private var originX = 0
    private var originY = 0
    private var windowWidth = 0
    private var windowHeight = 0
    private var stride = 2
    private var wordsPerRow = 1
    private var cellCapacity = 0
    private var wordCapacity = 0
    private var rowCapacity = 0
    private var cells: UnsafeMutablePointer<Float>
    private var touched: UnsafeMutablePointer<UInt64>
    private var rowFirstWord: UnsafeMutablePointer<Int32>
    private var rowLastWord: UnsafeMutablePointer<Int32>
    /// Window rows [skipLo, skipHi) get no cells: the caller draws them another way.
    private var skipLo = 0
    private var skipHi = 0
    @exclusivity(unchecked) private var firstRow = Int.max
    @exclusivity(unchecked) private var lastRow = -1

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = .allocate(capacity: 1)
        touched = .allocate(capacity: 1)
        rowFirstWord = .allocate(capacity: 1)
        rowLastWord = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        rowFirstWord.deallocate()
        rowLastWord.deallocate()
    }

    /// Starts a shape whose points lie within the given canvas-space bounds; returns false when the
    /// shape cannot touch the canvas. Edges are not accumulated in `skipRows` (canvas rows).
    func begin(minX: Double, minY: Double, maxX: Double, maxY: Double, skipping skipRows: Range<Int>? = nil) -> Bool {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return false }
        let x0 = Int(max(0, min(Double(width), minX)))
        let x1 = Int(max(0, min(Double(width), maxX.rounded(.up))))
        let y0 = Int(max(0, min(Double(height), minY)))
        let y1 = Int(max(0, min(Double(height), maxY.rounded(.up))))
        guard y0 < y1, x0 < x1 else { return false }
        originX = x0
        originY = y0
        if let skipRows, !skipRows.isEmpty {
            skipLo = max(skipRows.lowerBound - y0, 0)
            skipHi = max(skipRows.upperBound - y0, skipLo)
        } else {
            skipLo = 0
            skipHi = 0
        }
        windowWidth = max(x1 - x0, 0)
        windowHeight = y1 - y0
        stride = windowWidth + 2
        wordsPerRow = (stride + 63) / 64
        let cellCount = stride * windowHeight
        if cellCount > cellCapacity {
            cells.deallocate()
            cellCapacity = max(cellCount, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        let wordCount = wordsPerRow * windowHeight
        if wordCount > wordCapacity {
            touched.deallocate()
            wordCapacity = max(wordCount, wordCapacity * 2)
            touched = .allocate(capacity: wordCapacity)
            touched.initialize(repeating: 0, count: wordCapacity)
        }
        if windowHeight > rowCapacity {
            rowFirstWord.deallocate()
            rowLastWord.deallocate()
            rowCapacity = max(windowHeight, rowCapacity * 2)
            rowFirstWord = .allocate(capacity: rowCapacity)
            rowFirstWord.initialize(repeating: Int32.max, count: rowCapacity)
            rowLastWord = .allocate(capacity: rowCapacity)
            rowLastWord.initialize(repeating: -1, count: rowCapacity)
        }
        return true
    }

    /// Adds every contour of `lines` as a closed polygon (the closing edge is implied). Call `begin` first
    /// with bounds containing every point.
    func addPolygons(_ lines: Polylines) {
        lines.xs.withUnsafeBufferPointer { xs in
            lines.ys.withUnsafeBufferPointer { ys in
                for contour in lines.contours where contour.count > 1 {
                    let end = contour.start + contour.count
                    var px = xs[end - 1], py = ys[end - 1]
                    for i in contour.start..<end {
                        let x = xs[i], y = ys[i]
                        addLine(px, py, x, y)
                        px = x
                        py = y
                    }
                }
            }
        }
    }

    /// Adds one directed edge in canvas pixels, clipped to the window (parts left of it still count as
    /// crossing its left side).
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
        // Window-local coordinates.
        let ox = Double(originX), oy = Double(originY)
        var x0 = ax - ox, y0 = ay - oy, x1 = bx - ox, y1 = by - oy
        var direction: Double = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        let h = Double(windowHeight)
        guard y1 > 0, y0 < h else { return }
        let slope = (x1 - x0) / (y1 - y0)
        if y0 < 0 {
            x0 += (0 - y0) * slope
            y0 = 0
        }
        if y1 > h {
            x1 -= (y1 - h) * slope
            y1 = h
        }
        let w = Double(windowWidth)
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w {
            addClampedLine(x0, y0, x1, y1, direction)
            return
        }
        // Split where the edge crosses the window's sides, then clamp each piece into range.
        var ts: (Double, Double) = (2, 2)
        if (x0 < 0) != (x1 < 0) { ts.0 = (0 - x0) / (x1 - x0) }
        if (x0 > w) != (x1 > w) { ts.1 = (w - x0) / (x1 - x0) }
        if ts.0 > ts.1 { ts = (ts.1, ts.0) }
        var sx = x0, sy = y0
        for piece in 0..<3 {
            let t = piece == 0 ? ts.0 : (piece == 1 ? ts.1 : 1)
            guard t <= 1 else { continue }
            let ex = t == 1 ? x1 : x0 + (x1 - x0) * t
            let ey = t == 1 ? y1 : y0 + (y1 - y0) * t
            addClampedLine(min(max(sx, 0), w), sy, min(max(ex, 0), w), ey, direction)
            sx = ex
            sy = ey
        }
    }

    /// An edge with y0 ≤ y1 inside the window's rows and x inside 0...windowWidth (window-local).
    private func addClampedLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ direction: Double) {
        guard y1 > y0 else { return }
        let cells = self.cells, touched = self.touched, stride = self.stride, wordsPerRow = self.wordsPerRow
        let rowFirstWord = self.rowFirstWord, rowLastWord = self.rowLastWord
        let dxdy = (x1 - x0) / (y1 - y0)
        let firstY = Int(y0)
        let lastY = min(Self.ceiling(y1), windowHeight) - 1
        guard firstY <= lastY else { return }
        if firstY < firstRow { firstRow = firstY }
        if lastY > lastRow { lastRow = lastY }
        var x = x0
        let skipLo = self.skipLo, skipHi = self.skipHi
        var row = firstY
        while row <= lastY {
            if row >= skipLo && row < skipHi {
                // Rows the caller fills itself: jump past them.
                if skipHi > lastY { break }
                row = skipHi
                x = x0 + dxdy * (Double(row) - y0)
            }
            let rowTop = Double(row)
            let dy = min(rowTop + 1, y1) - max(rowTop, y0)
            let xNext = x + dxdy * dy
            let d = Float(dy * direction)
            let lo = max(min(x, xNext), 0), hi = max(x, xNext)
            let loIndex = Int(lo)
            let loFloor = Double(loIndex)
            let hiIndex = Self.ceiling(hi)
            let base = row * stride
            let lastCell: Int
            if hiIndex <= loIndex + 1 {
                let middle = Float(0.5 * (x + xNext) - loFloor)
                cells[base + loIndex] += d - d * middle
                cells[base + loIndex + 1] += d * middle
                lastCell = loIndex + 1
            } else {
                let inverse = 1 / (hi - lo)
                let loFraction = lo - loFloor
                let a0 = 0.5 * inverse * (1 - loFraction) * (1 - loFraction)
                let hiFraction = hi - Double(hiIndex) + 1
                let aEnd = 0.5 * inverse * hiFraction * hiFraction
                cells[base + loIndex] += d * Float(a0)
                if hiIndex == loIndex + 2 {
                    cells[base + loIndex + 1] += d * Float(1 - a0 - aEnd)
                } else {
                    let a1 = inverse * (1.5 - loFraction)
                    cells[base + loIndex + 1] += d * Float(a1 - a0)
                    let step = d * Float(inverse)
                    if loIndex + 2 < hiIndex - 1 {
                        for cell in (loIndex + 2)..<(hiIndex - 1) { cells[base + cell] += step }
                    }
                    let a2 = a1 + Double(hiIndex - loIndex - 3) * inverse
                    cells[base + hiIndex - 1] += d * Float(1 - a2 - aEnd)
                }
                cells[base + hiIndex] += d * Float(aEnd)
                lastCell = hiIndex
            }
            // Record cells loIndex...lastCell as touched.
            let wordBase = row * wordsPerRow
            let firstWord = loIndex >> 6, lastWord = lastCell >> 6
            if firstWord == lastWord {
                touched[wordBase + firstWord] |= (UInt64.max >> UInt64(63 - (lastCell - loIndex))) << UInt64(loIndex & 63)
            } else {
                for cell in loIndex...lastCell { touched[wordBase + (cell >> 6)] |= 1 << UInt64(cell & 63) }
            }
            if Int32(firstWord) < rowFirstWord[row] { rowFirstWord[row] = Int32(firstWord) }
            if Int32(lastWord) > rowLastWord[row] { rowLastWord[row] = Int32(lastWord) }
            x = xNext
            row += 1
        }
    }

    /// `ceil` for non-negative values, without a libm call.
    @inline(__always) private static func ceiling(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) < value ? truncated + 1 : truncated
    }

    /// Emits the accumulated coverage under `rule` to `sink` (in canvas pixels) and clears the accumulator.
    func sweep<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        guard firstRow <= lastRow else { return }
        let evenOdd = rule == .evenOdd
        let cells = self.cells, touched = self.touched, stride = self.stride, wordsPerRow = self.wordsPerRow
        let rowFirstWord = self.rowFirstWord, rowLastWord = self.rowLastWord
        let originX = self.originX, limit = self.windowWidth
        let lookahead = 3
        var touchedSum: UInt32 = 0
        for row in firstRow...lastRow {
            let ahead = row + lookahead
            if ahead <= lastRow {
                let first = Int(rowFirstWord[ahead]), last = Int(rowLastWord[ahead])
                if first <= last {
                    let aheadBase = ahead * wordsPerRow
                    let left = first << 6 + touched[aheadBase + first].trailingZeroBitCount
                    let right = last << 6 + 63 - touched[aheadBase + last].leadingZeroBitCount
                    touchedSum &+= sink.touch(x: min(left, limit - 1) + originX, y: ahead + originY)
                    touchedSum &+= sink.touch(x: min(max(right - 1, 0), limit - 1) + originX, y: ahead + originY)
                }
            }
            let firstWord = Int(rowFirstWord[row])
            let lastWord = Int(rowLastWord[row])
            guard firstWord <= lastWord else { continue }
            rowFirstWord[row] = Int32.max
            rowLastWord[row] = -1
            let y = row + originY
            let cellBase = row * stride
            let wordBase = row * wordsPerRow
            var cover: Float = 0
            var spanStart = 0
            var spanAlpha: UInt32 = 0
            for wordIndex in firstWord...lastWord {
                var word = touched[wordBase + wordIndex]
                guard word != 0 else { continue }
                touched[wordBase + wordIndex] = 0
                while word != 0 {
                    let x = wordIndex << 6 + word.trailingZeroBitCount
                    word &= word &- 1
                    if spanAlpha != 0, x > spanStart {
                        sink.span(x: spanStart + originX, y: y, count: min(x, limit) - spanStart, alpha: spanAlpha)
                    }
                    cover += cells[cellBase + x]
                    cells[cellBase + x] = 0
                    spanAlpha = Self.alpha(cover, evenOdd: evenOdd)
                    if x < limit {
                        if spanAlpha != 0 { sink.pixel(x: x + originX, y: y, alpha: spanAlpha) }
                        spanStart = x + 1
                    } else {
                        spanAlpha = 0
                        spanStart = limit
                    }
                }
            }
            if spanAlpha != 0, spanStart < limit {
                sink.span(x: spanStart + originX, y: y, count: limit - spanStart, alpha: spanAlpha)
            }
        }
        firstRow = Int.max
        lastRow = -1
        touchSink = touchedSum
    }

    /// Keeps the look-ahead reads of `sweep` from being optimised away.
    private var touchSink: UInt32 = 0

    @inline(__always) static func alpha(_ cover: Float, evenOdd: Bool) -> UInt32 {
        var a = abs(cover)
        if evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        // a ∈ [0, 1]: adding 1.5·2²³ leaves round(a × 255) in the low mantissa bits (no range checks).
        return (a * 255 + 12_582_912).bitPattern & 0x1FF
    }
}
