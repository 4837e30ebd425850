/// `.redacted(reason:)`: adds `reason` to the redaction reasons of the subtree.
nonisolated struct RedactedModifier: ViewModifier, _EnvironmentModifier {
    let reason: RedactionReasons

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.redactionReasons.formUnion(reason)
    }
}

/// `.unredacted()`: clears the redaction reasons of the subtree.
nonisolated struct UnredactedModifier: ViewModifier, _EnvironmentModifier {
    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.redactionReasons = []
    }
}

extension View {
    /// Redacts the view for `reason`: with `.placeholder`, text is drawn as bars the size of its lines, keeping the
    /// layout (images and shapes are drawn as they are, as in SwiftUI —
    /// https://www.swiftbysundell.com/tips/swiftui-automatic-placeholders/).
    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactedModifier(reason: reason))
    }

    /// Draws this view unredacted even inside a redacted view.
    public nonisolated func unredacted() -> some View {
        modifier(UnredactedModifier())
    }
}
