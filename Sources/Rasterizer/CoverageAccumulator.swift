/// Receives the coverage of one rasterized shape, row by row, left to right.
protocol CoverageSink {
    /// One pixel with coverage `alpha` (1...255).
    mutating func pixel(x: Int, y: Int, alpha: UInt32)
    /// `count` pixels starting at `x` with the same coverage `alpha` (1...255).
    mutating func span(x: Int, y: Int, count: Int, alpha: UInt32)
}

/// Exact-area scan conversion (font-rs / libart "cover + area" accumulation), kept sparse.
///
/// Every line adds, to the cells it crosses, the signed area it leaves to its right within each pixel
/// row; a running sum along a row then gives each pixel's exact covered area. Only touched cells are
/// recorded (a bit per cell), so a row costs its edge cells plus one span call for each run of constant
/// coverage between them — interior runs of a large shape become single solid spans.
///
/// The buffers cover the whole canvas and stay zeroed between shapes: sweeping clears what it reads.
final class CoverageAccumulator {
    let width: Int
    let height: Int
    private let stride: Int
    private let wordsPerRow: Int
    private let cells: UnsafeMutablePointer<Float>
    private let touched: UnsafeMutablePointer<UInt64>
    private let rowFirstWord: UnsafeMutablePointer<Int32>
    private let rowLastWord: UnsafeMutablePointer<Int32>
    private var firstRow = Int.max
    private var lastRow = -1

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        wordsPerRow = (stride + 63) / 64
        cells = .allocate(capacity: stride * height)
        cells.initialize(repeating: 0, count: stride * height)
        touched = .allocate(capacity: wordsPerRow * height)
        touched.initialize(repeating: 0, count: wordsPerRow * height)
        rowFirstWord = .allocate(capacity: height)
        rowFirstWord.initialize(repeating: Int32.max, count: height)
        rowLastWord = .allocate(capacity: height)
        rowLastWord.initialize(repeating: -1, count: height)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        rowFirstWord.deallocate()
        rowLastWord.deallocate()
    }

    /// Adds every contour of `lines` as a closed polygon (the closing edge is implied).
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

    /// Adds one directed edge, clipped to the canvas (parts left of it still count as crossing x = 0).
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        var direction: Double = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        let h = Double(height)
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
        // Split where the edge crosses x = 0 and x = width, then clamp each piece into range.
        let w = Double(width)
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

    /// An edge with y0 ≤ y1 inside the canvas rows and x inside 0...width.
    private func addClampedLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ direction: Double) {
        guard y1 > y0 else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        let firstY = Int(y0)
        let lastY = min(Int(y1.rounded(.up)), height) - 1
        guard firstY <= lastY else { return }
        firstRow = min(firstRow, firstY)
        lastRow = max(lastRow, lastY)
        var x = x0
        for row in firstY...lastY {
            let rowTop = Double(row)
            let dy = min(rowTop + 1, y1) - max(rowTop, y0)
            let xNext = x + dxdy * dy
            let d = Float(dy * direction)
            let lo = min(x, xNext), hi = max(x, xNext)
            let loFloor = lo.rounded(.down)
            let loIndex = Int(loFloor)
            let hiIndex = Int(hi.rounded(.up))
            let base = row * stride
            if hiIndex <= loIndex + 1 {
                let middle = Float(0.5 * (x + xNext) - loFloor)
                add(base, loIndex, d - d * middle)
                add(base, loIndex + 1, d * middle)
                mark(row, loIndex, loIndex + 1)
            } else {
                let inverse = 1 / (hi - lo)
                let loFraction = lo - loFloor
                let a0 = 0.5 * inverse * (1 - loFraction) * (1 - loFraction)
                let hiFraction = hi - Double(hiIndex) + 1
                let aEnd = 0.5 * inverse * hiFraction * hiFraction
                add(base, loIndex, d * Float(a0))
                if hiIndex == loIndex + 2 {
                    add(base, loIndex + 1, d * Float(1 - a0 - aEnd))
                } else {
                    let a1 = inverse * (1.5 - loFraction)
                    add(base, loIndex + 1, d * Float(a1 - a0))
                    let step = d * Float(inverse)
                    if loIndex + 2 < hiIndex - 1 {
                        for cell in (loIndex + 2)..<(hiIndex - 1) { add(base, cell, step) }
                    }
                    let a2 = a1 + Double(hiIndex - loIndex - 3) * inverse
                    add(base, hiIndex - 1, d * Float(1 - a2 - aEnd))
                }
                add(base, hiIndex, d * Float(aEnd))
                mark(row, loIndex, hiIndex)
            }
            x = xNext
        }
    }

    @inline(__always) private func add(_ base: Int, _ cell: Int, _ value: Float) {
        cells[base + cell] += value
    }

    /// Records cells lo...hi of `row` as touched.
    @inline(__always) private func mark(_ row: Int, _ lo: Int, _ hi: Int) {
        let rowBase = row * wordsPerRow
        let firstWord = lo >> 6, lastWord = hi >> 6
        if firstWord == lastWord {
            let bits = (UInt64.max >> UInt64(63 - (hi - lo))) << UInt64(lo & 63)
            touched[rowBase + firstWord] |= bits
        } else {
            for cell in lo...hi { touched[rowBase + (cell >> 6)] |= 1 << UInt64(cell & 63) }
        }
        if Int32(firstWord) < rowFirstWord[row] { rowFirstWord[row] = Int32(firstWord) }
        if Int32(lastWord) > rowLastWord[row] { rowLastWord[row] = Int32(lastWord) }
    }

    /// The rows touched since the last sweep, or nil.
    var touchedRows: ClosedRange<Int>? { firstRow <= lastRow ? firstRow...lastRow : nil }

    /// Emits the accumulated coverage under `rule` to `sink` and clears the accumulator.
    func sweep<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        guard firstRow <= lastRow else { return }
        let evenOdd = rule == .evenOdd
        for row in firstRow...lastRow {
            let firstWord = Int(rowFirstWord[row])
            let lastWord = Int(rowLastWord[row])
            guard firstWord <= lastWord else { continue }
            rowFirstWord[row] = Int32.max
            rowLastWord[row] = -1
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
                        sink.span(x: spanStart, y: row, count: min(x, width) - spanStart, alpha: spanAlpha)
                    }
                    cover += cells[cellBase + x]
                    cells[cellBase + x] = 0
                    spanAlpha = Self.alpha(cover, evenOdd: evenOdd)
                    if x < width {
                        if spanAlpha != 0 { sink.pixel(x: x, y: row, alpha: spanAlpha) }
                        spanStart = x + 1
                    } else {
                        spanAlpha = 0
                        spanStart = width
                    }
                }
            }
            if spanAlpha != 0, spanStart < width {
                sink.span(x: spanStart, y: row, count: width - spanStart, alpha: spanAlpha)
            }
        }
        firstRow = Int.max
        lastRow = -1
    }

    @inline(__always) static func alpha(_ cover: Float, evenOdd: Bool) -> UInt32 {
        var a = abs(cover)
        if evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt32(a * 255 + 0.5)
    }
}
