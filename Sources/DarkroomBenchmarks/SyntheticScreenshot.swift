/// A deterministic stand-in for a 1170×2532 UI screenshot: white background, a gradient header,
/// flat rounded panels with anti-aliased edges, and rows of small dark glyph-like blobs drawn from a
/// fixed "font" of random glyph masks, so that it compresses roughly like a real screen of text.
struct SyntheticScreenshot {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    /// SplitMix64.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    private struct Glyph {
        var width: Int
        var height: Int
        var coverage: [UInt8]
    }

    init(width: Int = 1170, height: Int = 2532, seed: UInt64 = 0x5EED) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 255, count: width * height * 4)
        var random = Generator(state: seed)

        // Header: vertical gradient.
        let headerHeight = 360
        for y in 0..<min(headerHeight, height) {
            let t = Double(y) / Double(headerHeight)
            fillRect(
                x: 0, y: y, width: width, height: 1,
                color: (UInt8(40 + 60 * t), UInt8(90 + 40 * t), UInt8(200 + 40 * t)))
        }

        let font = (0..<72).map { _ in Self.makeGlyph(&random) }

        // Header title in white.
        drawText(font: font, random: &random, x: 60, y: 200, maxWidth: 700, lines: 1, size: 1.6, color: (255, 255, 255))
        // Panels with text.
        var y = headerHeight + 48
        while y < height - 200 {
            let panelHeight = random.int(170...300)
            let bottom = min(y + panelHeight, height - 48)
            roundedRect(x: 48, y: y, width: width - 96, height: bottom - y, radius: 36, color: (242, 242, 247))
            // An icon-like circle.
            roundedRect(
                x: 84, y: y + 36, width: 96, height: 96, radius: 48,
                color: (UInt8(random.int(40...230)), UInt8(random.int(40...230)), UInt8(random.int(40...230))))
            let lines = min(2, max(1, (bottom - y - 72) / 56))
            drawText(font: font, random: &random, x: 216, y: y + 40, maxWidth: width - 96 - 216, lines: lines, size: 1, color: (28, 28, 30))
            y = bottom + 56
        }
    }

    private static func makeGlyph(_ random: inout Generator) -> Glyph {
        let width = random.int(14...26)
        let height = 34
        var coverage = [UInt8](repeating: 0, count: width * height)
        // A few anti-aliased strokes (capsules) between random points in the glyph box.
        let strokes = random.int(1...3)
        for _ in 0..<strokes {
            let x0 = 2 + random.unit() * Double(width - 4), y0 = 6 + random.unit() * Double(height - 12)
            let x1 = 2 + random.unit() * Double(width - 4), y1 = 6 + random.unit() * Double(height - 12)
            let radius = 1.6
            for py in 0..<height {
                for px in 0..<width {
                    let cx = Double(px) + 0.5, cy = Double(py) + 0.5
                    let dx = x1 - x0, dy = y1 - y0
                    let lengthSquared = max(dx * dx + dy * dy, 1e-9)
                    let t = min(1, max(0, ((cx - x0) * dx + (cy - y0) * dy) / lengthSquared))
                    let ex = cx - (x0 + t * dx), ey = cy - (y0 + t * dy)
                    let distance = (ex * ex + ey * ey).squareRoot()
                    let value = min(1, max(0, radius + 0.5 - distance))
                    let index = py * width + px
                    coverage[index] = max(coverage[index], UInt8(value * 255))
                }
            }
        }
        return Glyph(width: width, height: height, coverage: coverage)
    }

    private mutating func drawText(
        font: [Glyph], random: inout Generator, x: Int, y: Int, maxWidth: Int,
        lines: Int, size: Double, color: (UInt8, UInt8, UInt8)
    ) {
        for line in 0..<lines {
            var penX = x
            let lineWidth = line == lines - 1 ? random.int(maxWidth / 4...maxWidth * 2 / 3) : maxWidth * 4 / 5
            let baseY = y + Int(Double(line * 56) * size)
            while penX < x + lineWidth - 30 {
                let wordLength = random.int(2...9)
                for _ in 0..<wordLength {
                    let glyph = font[random.int(0...(font.count - 1))]
                    drawGlyph(glyph, x: penX, y: baseY, color: color)
                    penX += glyph.width
                    if penX >= x + lineWidth - 30 { break }
                }
                penX += 14
            }
        }
    }

    private mutating func drawGlyph(_ glyph: Glyph, x: Int, y: Int, color: (UInt8, UInt8, UInt8)) {
        for gy in 0..<glyph.height where y + gy >= 0 && y + gy < height {
            for gx in 0..<glyph.width where x + gx >= 0 && x + gx < width {
                let coverage = Int(glyph.coverage[gy * glyph.width + gx])
                if coverage == 0 { continue }
                blend(x: x + gx, y: y + gy, color: color, coverage: coverage)
            }
        }
    }

    private mutating func blend(x: Int, y: Int, color: (UInt8, UInt8, UInt8), coverage: Int) {
        let index = (y * width + x) * 4
        pixels[index] = UInt8((Int(color.0) * coverage + Int(pixels[index]) * (255 - coverage) + 127) / 255)
        pixels[index + 1] = UInt8((Int(color.1) * coverage + Int(pixels[index + 1]) * (255 - coverage) + 127) / 255)
        pixels[index + 2] = UInt8((Int(color.2) * coverage + Int(pixels[index + 2]) * (255 - coverage) + 127) / 255)
    }

    private mutating func fillRect(x: Int, y: Int, width w: Int, height h: Int, color: (UInt8, UInt8, UInt8)) {
        for py in max(0, y)..<min(height, y + h) {
            for px in max(0, x)..<min(width, x + w) {
                let index = (py * width + px) * 4
                pixels[index] = color.0
                pixels[index + 1] = color.1
                pixels[index + 2] = color.2
                pixels[index + 3] = 255
            }
        }
    }

    /// A rounded rectangle with anti-aliased corners (coverage from the distance to the corner circle).
    private mutating func roundedRect(x: Int, y: Int, width w: Int, height h: Int, radius: Int, color: (UInt8, UInt8, UInt8)) {
        let r = Double(radius)
        for py in max(0, y)..<min(height, y + h) {
            for px in max(0, x)..<min(width, x + w) {
                let cx = Double(px - x) + 0.5, cy = Double(py - y) + 0.5
                let nearestX = min(max(cx, r), Double(w) - r)
                let nearestY = min(max(cy, r), Double(h) - r)
                let dx = cx - nearestX, dy = cy - nearestY
                let distance = (dx * dx + dy * dy).squareRoot()
                let coverage = Int(min(1, max(0, r - distance + 0.5)) * 255)
                if coverage > 0 { blend(x: px, y: py, color: color, coverage: coverage) }
            }
        }
    }
}
