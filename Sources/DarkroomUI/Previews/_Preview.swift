/// One preview of a `PreviewProvider`, as SwiftUI's underscored `_Preview` shows it to snapshot helpers that
/// loop over `T._allPreviews` and host `preview.content`: each view of the provider's `previews` (a `Group`'s,
/// `ForEach`'s or view builder's views one by one), with the preview modifiers written around it applied.
public struct _Preview {
    /// The position among the provider's previews, from 0.
    public let id: Int
    /// The view, with every modifier written around it (`previewLayout`, `colorScheme`, … included).
    public let content: AnyView
    /// The name given with `previewDisplayName(_:)`, if any.
    public let displayName: String?
    /// The device named with `previewDevice(_:)`, if any.
    public let device: PreviewDevice?
    /// The layout set with `previewLayout(_:)`: `.device` when none was set, as in SwiftUI.
    public let layout: PreviewLayout
    /// The orientation set with `previewInterfaceOrientation(_:)`, if any.
    public let interfaceOrientation: InterfaceOrientation?
    /// The colour scheme set with `preferredColorScheme(_:)` on the preview, if any.
    public let colorScheme: ColorScheme?

    init(_ variant: PreviewVariant) {
        id = variant.index
        content = variant.view
        displayName = variant.traits.displayName
        device = variant.traits.device
        layout = variant.traits.layout ?? .device
        interfaceOrientation = variant.traits.orientation
        colorScheme = variant.traits.colorScheme
    }
}

extension PreviewProvider {
    /// Every preview of `previews`, one per view, as SwiftUI's `_allPreviews` lists them (main-actor work, which
    /// Swift 5 code calls from XCTest's main thread as it does on iOS).
    @preconcurrency @MainActor
    public static var _allPreviews: [_Preview] {
        PreviewVariant.split(previews, traits: _PreviewTraitValues()).map(_Preview.init)
    }
}
