/// Splits flattened contours into dashes before stroking.
///
/// Every subpath starts the pattern at `phase`, as in CoreGraphics. A closed contour whose first and last
/// dashes meet at its start is joined into one dash. Patterns that are empty, all zero, or contain a
/// negative or non-finite length give no dashing (solid stroke); so does a pattern that would produce more
/// than a million dashes (to bound the work).
enum Dasher {
    static let maximumDashCount = 1_000_000.0

    /// The cleaned-up pattern (even count), or nil when the stroke should be solid.
    static func pattern(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        guard pattern.reduce(0, +) > 0 else { return nil }
        return pattern
    }

    /// Writes the dashes of `input` to `output` as open contours; returns false (writing nothing) when the
    /// pattern would give too many dashes.
    static func dash(_ input: Polylines, pattern: [Double], phase: Double, into output: Polylines) -> Bool {
        let total = pattern.reduce(0, +)
        var length = 0.0
        for contour in input.contours {
            let end = contour.start + contour.count
            let limit = contour.closed ? end + 1 : end
            for i in (contour.start + 1)..<max(limit, contour.start + 1) {
                let j = i == end ? contour.start : i
                let dx = input.xs[j] - input.xs[i - 1], dy = input.ys[j] - input.ys[i - 1]
                length += (dx * dx + dy * dy).squareRoot()
            }
        }
        guard length.isFinite, length / total * Double(pattern.count) <= maximumDashCount else { return false }
        var startPhase = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if startPhase < 0 { startPhase += total }

        for contour in input.contours where contour.count > 1 {
            var index = 0
            var remaining = pattern[0]
            var skip = startPhase
            while skip > 0 {
                if skip >= remaining {
                    skip -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                } else {
                    remaining -= skip
                    skip = 0
                }
            }
            let end = contour.start + contour.count
            let firstOutput = output.contours.count
            let startsOn = index % 2 == 0
            var on = startsOn
            if on { output.begin(input.xs[contour.start], input.ys[contour.start]) }
            let limit = contour.closed ? end + 1 : end
            for i in (contour.start + 1)..<limit {
                let j = i == end ? contour.start : i
                var x0 = input.xs[i - 1], y0 = input.ys[i - 1]
                let x1 = input.xs[j], y1 = input.ys[j]
                var segment = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
                while segment > remaining {
                    let t = remaining / segment
                    x0 += (x1 - x0) * t
                    y0 += (y1 - y0) * t
                    segment -= remaining
                    if on {
                        output.append(x0, y0)
                        output.finish(closed: false)
                    } else {
                        output.begin(x0, y0)
                    }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= segment
                if on { output.append(x1, y1) }
            }
            if on {
                output.finish(closed: false)
                // A closed contour that starts and ends inside a dash: join the two pieces.
                if contour.closed, startsOn, output.contours.count - firstOutput >= 2 {
                    mergeLastIntoFirst(output, first: firstOutput)
                }
            }
        }
        return true
    }

    private static func mergeLastIntoFirst(_ output: Polylines, first: Int) {
        let last = output.contours.removeLast()
        let head = output.contours[first]
        var xs = Array(output.xs[last.start..<(last.start + last.count)])
        var ys = Array(output.ys[last.start..<(last.start + last.count)])
        xs.append(contentsOf: output.xs[(head.start + 1)..<(head.start + head.count)])
        ys.append(contentsOf: output.ys[(head.start + 1)..<(head.start + head.count)])
        output.xs.removeSubrange(last.start...)
        output.ys.removeSubrange(last.start...)
        // Replace the head contour by the joined points, appended at the end.
        output.contours.remove(at: first)
        output.begin(xs[0], ys[0])
        for k in 1..<xs.count { output.append(xs[k], ys[k]) }
        output.finish(closed: false)
    }
}
