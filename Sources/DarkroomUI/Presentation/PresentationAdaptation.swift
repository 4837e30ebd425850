@_spi(DarkroomEngine) import DarkroomUICore

/// How a presentation adapts to a compact size class (`presentationCompactAdaptation(_:)`): on iPhone a sheet
/// asked to adapt to `.fullScreenCover` covers the whole screen.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String

    /// The system's choice (a sheet stays a sheet on iPhone).
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A cover over the whole screen.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// The corner radius and compact adaptation a sheet's content asks for.
struct PresentationOptionsTrait {
    private struct RadiusKey: LayoutValueKey { static var defaultValue: CGFloat? { nil } }
    private struct AdaptationKey: LayoutValueKey { static var defaultValue: PresentationAdaptation? { nil } }

    static func setCornerRadius(_ radius: CGFloat?, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(RadiusKey.self)] = radius
    }

    static func setAdaptation(_ adaptation: PresentationAdaptation, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(AdaptationKey.self)] = adaptation
    }

    /// The first corner radius set in the sheet's content (outside lists), depth first.
    static func cornerRadius(in root: LayoutNode) -> CGFloat? {
        first(in: root) { $0.traits.layoutValues[ObjectIdentifier(RadiusKey.self)] as? CGFloat }
    }

    /// The first compact adaptation set in the sheet's content (outside lists), depth first.
    static func adaptation(in root: LayoutNode) -> PresentationAdaptation? {
        first(in: root) { $0.traits.layoutValues[ObjectIdentifier(AdaptationKey.self)] as? PresentationAdaptation }
    }

    private static func first<T>(in root: LayoutNode, _ read: (LayoutNode) -> T?) -> T? {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 10_000 {
            visited += 1
            if let value = read(node) { return value }
            if node is ListNode { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

extension View {
    /// The corner radius of the sheet presenting this view (nil: the system's, 10 pt on iPhone).
    public nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(TraitModifier { PresentationOptionsTrait.setCornerRadius(cornerRadius, on: $0) })
    }

    /// How the sheet presenting this view adapts on iPhone: `.fullScreenCover` covers the screen.
    public nonisolated func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(TraitModifier { PresentationOptionsTrait.setAdaptation(adaptation, on: $0) })
    }

    /// How the presentation adapts per size class (an iPhone in portrait is vertically regular, horizontally
    /// compact: the horizontal adaptation applies).
    public nonisolated func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }
}
