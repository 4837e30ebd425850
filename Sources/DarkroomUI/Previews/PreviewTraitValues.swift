/// The settings that decide how one preview is shown: collected from `#Preview` traits and from the
/// preview modifiers (`.previewLayout`, `.previewDevice`, `.previewDisplayName`, …).
public struct _PreviewTraitValues: Sendable, Equatable {
    /// `.previewDisplayName(_:)`.
    public var displayName: String?
    /// `.previewLayout(_:)` or a layout trait.
    public var layout: PreviewLayout?
    /// `.previewDevice(_:)`.
    public var device: PreviewDevice?
    /// `.previewInterfaceOrientation(_:)` or an orientation trait.
    public var orientation: InterfaceOrientation?
    /// `.preferredColorScheme(_:)`: in a preview, the scheme it is shown in.
    public var colorScheme: ColorScheme?

    public init() {}
}
