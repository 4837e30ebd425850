/// Records a preview setting on a view; draws the view unchanged (SwiftUI's preview modifiers do not
/// change the view either: the canvas reads them).
public nonisolated struct _PreviewTraitModifier: ViewModifier {
    let apply: @Sendable (inout _PreviewTraitValues) -> Void

    @MainActor public func body(content: Content) -> some View {
        content
    }
}

extension View {
    /// The name the preview is shown (and its snapshot file named) with.
    public nonisolated func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier { $0.displayName = value })
    }

    /// How the preview is sized: the device's screen, a fixed size or the view's ideal size.
    public nonisolated func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier { $0.layout = value })
    }

    /// The device the preview is shown on (`nil`: the default, iPhone 13 Pro).
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier { $0.device = value })
    }

    /// The orientation the preview's device is in.
    public nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier { $0.orientation = value })
    }

    /// The colour scheme the presentation containing the view prefers. As on iOS it applies to the whole
    /// window, the views around this one included: a preview (and its snapshot) and a device snapshot
    /// (`.image(on: .iPhone13Pro)`) are shown in it; `ImageRenderer` on its own ignores it, as SwiftUI's does.
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreviewTraitModifier { $0.colorScheme = colorScheme })
            .modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
