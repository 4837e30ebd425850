import Foundation

/// A composite symbol's enclosure: a circle or a rounded square, a little inside the symbol's box.
nonisolated struct SymbolEnclosure: Shape {
    let kind: SymbolComposite.Enclosure

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: rect.width * 0.04, dy: rect.height * 0.04)
        switch kind {
        case .circle, .dashedCircle: return Path(ellipseIn: r)
        case .square: return Path(roundedRect: r, cornerRadius: r.width * 0.22, style: .continuous)
        }
    }
}
