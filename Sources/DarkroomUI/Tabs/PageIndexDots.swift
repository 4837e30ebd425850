import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// The page index of a paged `TabView` (`UIPageControl`'s look since iOS 14): one dot per page in a 26-pt-tall
/// control centred at the bottom of the tab view; the current page's dot white, the others white at 50 %; with
/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` a capsule of black at 20 % behind them.
/// Dot size (8 pt), spacing (16 pt from centre to centre) and colours are approximate: Apple publishes no figures.
/// Right to left, the first page's dot is the rightmost (the control flips, as UIKit's controls do).
struct PageIndexDots {
    static let controlHeight: CGFloat = 26
    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let otherDotOpacity = 0.5
    static let backgroundOpacity = 0.2

    let pageCount: Int
    let currentPage: Int
    let showsBackground: Bool
    /// Right to left: the dots run from the right.
    let rightToLeft: Bool
    /// The control's rect (the capsule), set at placement.
    var rect: CGRect = .zero

    /// The control's width for `pageCount` dots: the dots with the capsule's round ends around the outer ones.
    var width: CGFloat { CGFloat(max(pageCount, 1) - 1) * Self.dotPitch + Self.controlHeight }

    /// Places the control centred at the bottom of `bounds`.
    mutating func place(in bounds: CGRect) {
        rect = CGRect(x: bounds.midX - width / 2, y: bounds.maxY - Self.controlHeight, width: width, height: Self.controlHeight)
    }

    /// The dot of page `index`, left to right (right to left in a right-to-left layout).
    func dotRect(_ index: Int) -> CGRect {
        let slot = rightToLeft ? pageCount - 1 - index : index
        let cx = rect.minX + Self.controlHeight / 2 + CGFloat(slot) * Self.dotPitch
        let r = Self.dotDiameter / 2
        return CGRect(x: cx - r, y: rect.midY - r, width: Self.dotDiameter, height: Self.dotDiameter)
    }

    func draw(into builder: inout DisplayListBuilder) {
        if showsBackground {
            builder.append(
                .fill(
                    Path(roundedRect: rect, cornerRadius: rect.height / 2, style: .circular),
                    color: ResolvedColor(red: 0, green: 0, blue: 0, opacity: Self.backgroundOpacity), style: FillStyle()))
        }
        for index in 0..<pageCount {
            let opacity = index == currentPage ? 1 : Self.otherDotOpacity
            builder.append(
                .fill(
                    Path(ellipseIn: dotRect(index)), color: ResolvedColor(red: 1, green: 1, blue: 1, opacity: opacity),
                    style: FillStyle()))
        }
    }
}
