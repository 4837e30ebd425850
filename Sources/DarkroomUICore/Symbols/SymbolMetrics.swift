import Foundation

/// How large iOS draws an SF Symbol beside text, and the box it lays it out in.
///
/// iOS lays a symbol out in the box of its drawing (its alignment rectangle), not in a square: in the iOS
/// recordings of the fidelity suite (docs/FIDELITY.md, "SF Symbol boxes"), at 17 pt `square.and.arrow.up` is
/// 15 × 19 pt, `star.fill` 18.7 × 18 and `checkmark.circle.fill` 17 × 17, and text beside each begins 8 pt after the
/// drawing ends. Darkroom draws each symbol's artwork in a square (`drawingSide`) and lays it out in the tight
/// bounds of what it draws there (`box(ofOutline:viewBox:drawingSide:boldness:)`).
enum SymbolMetrics {
    /// The side of the square a glyph's em box (less its margin) is drawn in, per point of the font's size, at the
    /// medium scale and regular weight: 1.0 up to 12 pt and 1.15 from 17 pt, linear between. Measured from the
    /// recordings: at 12 pt (`.caption`) `clock` is 11 pt across and `calendar` 10.7 pt wide, Material's glyphs drawn
    /// 1.0 × 12 pt cover 10.9 pt; at 17 pt (`.body`) `star.fill` is 18.7 × 18 pt and `square.and.arrow.up` 15 × 19 pt,
    /// Material's glyphs drawn 1.15 × 17 pt cover 17.8 × 16.9 and 14.2 × 19.6 pt.
    static func glyphSideRatio(pointSize: CGFloat) -> CGFloat {
        let small: CGFloat = 12, large: CGFloat = 17
        if pointSize <= small { return 1.0 }
        if pointSize >= large { return 1.15 }
        return 1.0 + (pointSize - small) / (large - small) * 0.15
    }

    /// The diameter of a circle-enclosed symbol (`checkmark.circle.fill`) per point of the font's size at the medium
    /// scale: 17 pt across at 17 pt in the recordings.
    static let enclosureRatio: CGFloat = 1.0

    /// The enclosure's share of the square it is drawn in (`SymbolEnclosure` insets its circle or square by 4 %).
    static let enclosureFill: CGFloat = 0.92

    /// The side of the square the symbol's artwork is drawn in, in points, for a font of `pointSize` (after Dynamic
    /// Type) at `scale`.
    static func drawingSide(pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
        pointSize * glyphSideRatio(pointSize: pointSize) * scale.factor
    }

    /// The side of the square an enclosed symbol is drawn in, so that its enclosure is `enclosureRatio` × the
    /// point size across.
    static func enclosureDrawingSide(pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
        pointSize * enclosureRatio * scale.factor / enclosureFill
    }

    /// A length rounded to the 3× pixel grid, as iOS sizes symbol images.
    static func rounded(_ length: CGFloat) -> CGFloat {
        (length * 3).rounded() / 3
    }

    /// The box a glyph outline drawn aspect-fit into a `drawingSide` square of `viewBox` lays out in: its tight
    /// bounds, widened by the weight's extra stroke (`boldness`, points) on each side, rounded to the pixel grid;
    /// and the rectangle, in the outline's coordinates, that maps onto that box.
    static func box(ofOutline path: Path, viewBox: CGRect, drawingSide: CGFloat, boldness: CGFloat) -> (size: CGSize, viewBox: CGRect)? {
        guard viewBox.width > 0, viewBox.height > 0, let bounds = tightBounds(of: path), bounds.width > 0, bounds.height > 0 else { return nil }
        let perUnit = drawingSide / max(viewBox.width, viewBox.height)
        guard perUnit > 0, perUnit.isFinite else { return nil }
        let inked = bounds.insetBy(dx: -boldness / 2 / perUnit, dy: -boldness / 2 / perUnit)
        let size = CGSize(width: max(rounded(inked.width * perUnit), 1 / 3), height: max(rounded(inked.height * perUnit), 1 / 3))
        return (size, inked)
    }

    /// The bounds of the points a path passes through (curves sampled at 1/16 steps), not of its control points.
    static func tightBounds(of path: Path) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        var start = CGPoint.zero
        let steps = 16
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p):
                add(current)
                add(p)
                current = p
            case .quadCurve(let p, let c):
                for i in 0...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for i in 0...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
