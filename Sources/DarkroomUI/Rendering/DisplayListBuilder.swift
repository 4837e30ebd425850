import Foundation

/// Collects drawing operations while walking the placed layout tree; snaps frames to the pixel grid.
struct DisplayListBuilder {
    let scale: CGFloat
    private(set) var items: [DisplayItem] = []

    init(scale: CGFloat) {
        self.scale = scale
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Redraws everything appended so far through `transform`, inside `clip` (root points), over `backdrop`
    /// — how a presentation moves the whole screen behind it (a sheet scaling the screen back). Does nothing
    /// and returns false while a clip, group, transform or layer is open (the screen is not all drawn yet).
    @discardableResult
    mutating func wrapEverything(over backdrop: DisplayItem, clip: Path, transform: CGAffineTransform) -> Bool {
        var depth = 0
        for item in items {
            switch item {
            case .pushClip, .beginOpacityGroup, .pushTransform, .beginLayer: depth += 1
            case .popClip, .endOpacityGroup, .popTransform, .endLayer: depth -= 1
            default: break
            }
        }
        guard depth == 0 else { return false }
        items = [backdrop, .pushClip(clip, style: FillStyle()), .pushTransform(transform)] + items + [.popTransform, .popClip]
        return true
    }

    /// `rect` with its edges rounded to the nearest device pixel (SwiftUI aligns view frames to pixels).
    func snap(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let x0 = round(rect.minX), y0 = round(rect.minY), x1 = round(rect.maxX), y1 = round(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
