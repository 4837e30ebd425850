import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// The full-height sheet.
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height as a fraction of `screenHeight` (nil: large).
    func fraction(screenHeight: CGFloat) -> CGFloat? {
        switch kind {
        case .large: return nil
        case .medium: return 0.5
        case .fraction(let f): return min(max(f.isFinite ? f : 1, 0), 1)
        case .height(let h): return screenHeight > 0 ? min(max(h.isFinite ? h : 0, 0) / screenHeight, 1) : nil
        }
    }

    /// The detent a sheet rests at first: the smallest of the set.
    static func initial(_ detents: Set<PresentationDetent>) -> PresentationDetent {
        let order: (PresentationDetent) -> CGFloat = { $0.fraction(screenHeight: 844) ?? 1 }
        return detents.min { order($0) < order($1) } ?? .large
    }
}

struct PresentationDetentTrait {
    private struct Key: LayoutValueKey {
        static var defaultValue: PresentationDetent? { nil }
    }

    static func of(_ node: LayoutNode) -> PresentationDetent? {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] as? PresentationDetent
    }

    static func set(_ detent: PresentationDetent, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = detent
    }
}

extension View {
    /// The heights the sheet presenting this view rests at; it is drawn at the smallest.
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let initial = PresentationDetent.initial(detents)
        return modifier(TraitModifier { PresentationDetentTrait.set(initial, on: $0) })
    }

    /// The heights of the sheet, drawn at the selected one.
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return modifier(TraitModifier { PresentationDetentTrait.set(selected, on: $0) })
    }

    /// Shows or hides the drag indicator on top of the sheet presenting this view: `.visible` draws the grabber
    /// capsule; `.automatic` and `.hidden` draw none (as a sheet whose drag indicator the system hides).
    public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(TraitModifier { PresentationDragIndicatorTrait.set(visibility, on: $0) })
    }

    /// Prevents interactive dismissal (no effect on a snapshot).
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
