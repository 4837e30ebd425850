import Foundation

/// A glyph outline fitted (aspect-fit, centred) into its box, `fraction` of the box's side.
nonisolated struct SymbolPathShape: Shape {
    let path: Path
    let viewBox: CGRect
    var fraction: CGFloat = 1

    func path(in rect: CGRect) -> Path {
        guard viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else { return Path() }
        let s = min(rect.width / viewBox.width, rect.height / viewBox.height) * fraction
        let dx = rect.midX - viewBox.midX * s
        let dy = rect.midY - viewBox.midY * s
        return path.applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: dx, ty: dy))
    }
}
