import Foundation

/// Collects drawing operations while walking the placed layout tree; snaps frames to the pixel grid.
@_spi(DarkroomEngine) public struct DisplayListBuilder {
    package let scale: CGFloat
    package private(set) var items: [DisplayItem] = []
    /// Whether content resolved as vibrant is drawn vibrant. A bar whose material is only drawn when content
    /// lies behind it (the bottom toolbar) resolves its items against the material and turns this off while
    /// drawing them over a transparent bar, where they are drawn in their ordinary colours.
    package var drawsVibrancy = true

    init(scale: CGFloat) {
        self.scale = scale
    }

    package mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Redraws everything appended so far through `transform`, inside `clip` (root points), over `backdrop`
    /// — how a presentation moves the whole screen behind it (a sheet scaling the screen back). Does nothing
    /// and returns false while a clip, group, transform or layer is open (the screen is not all drawn yet).
    @discardableResult
    package mutating func wrapEverything(over backdrop: DisplayItem, clip: Path, transform: CGAffineTransform) -> Bool {
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

    /// Whether the items appended from `start` on draw content inside `rect` (root points): a bar drawn over
    /// that area has something behind it. Fills that cover all of `rect` count as the screen's background,
    /// not content; items clipped away from `rect` do not count.
    package func drawsContent(in rect: CGRect, since start: Int) -> Bool {
        var clips: [CGRect] = []
        var visible = rect
        for item in items[min(start, items.count)...] {
            let bounds: CGRect
            switch item {
            case .pushClip(let path, _):
                clips.append(visible)
                visible = visible.intersection(path.boundingRect)
                continue
            case .popClip:
                visible = clips.popLast() ?? rect
                continue
            case .fill(let path, let color, _):
                if color.isInvisible { continue }
                bounds = path.boundingRect
                if bounds.contains(rect) { continue }
            case .fillShading(let path, _, _), .fillBackdrop(let path, _, _):
                bounds = path.boundingRect
                if bounds.contains(rect) { continue }
            case .stroke(let path, _, _), .aliasedStroke(let path, _, _), .strokeShading(let path, _, _):
                bounds = path.boundingRect
            case .text(let text):
                bounds = text.frame
            case .image(let image):
                bounds = image.frame
            default:
                continue
            }
            if !visible.isNull, !visible.isEmpty, bounds.intersects(visible) { return true }
        }
        return false
    }

    /// `rect` with its edges rounded to the nearest device pixel (SwiftUI aligns view frames to pixels).
    package func snap(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let x0 = round(rect.minX), y0 = round(rect.minY), x1 = round(rect.maxX), y1 = round(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
