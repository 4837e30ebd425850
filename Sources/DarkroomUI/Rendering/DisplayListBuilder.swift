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

    /// `rect` with its edges rounded to the nearest device pixel (SwiftUI aligns view frames to pixels).
    func snap(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let x0 = round(rect.minX), y0 = round(rect.minY), x1 = round(rect.maxX), y1 = round(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
