/// Creates a preview of a view: `#Preview { ContentView() }`.
///
/// Every `#Preview` of a module is found at run time (no registration, no test edit) and becomes an
/// image snapshot with `assertPreviewSnapshots(in:)`, or a gallery page with `darkroom previews`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "DarkroomMacros", type: "PreviewMacro")

/// Creates a named preview with traits: `#Preview("Dark", traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "DarkroomMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body as the preview's own: `@Previewable @State var
/// isOn = true` becomes a stored property of a view the macro generates, so it is real state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "DarkroomMacros", type: "PreviewableMacro")
