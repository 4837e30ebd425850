/// `.redacted(reason:)`: adds `reason` to the redaction reasons of the subtree.
struct RedactedModifier: ViewModifier, _EnvironmentModifier {
    let reason: RedactionReasons

    func _modify(_ environment: inout EnvironmentValues) {
        environment.redactionReasons.formUnion(reason)
    }
}

/// `.unredacted()`: clears the redaction reasons of the subtree.
struct UnredactedModifier: ViewModifier, _EnvironmentModifier {
    func _modify(_ environment: inout EnvironmentValues) {
        environment.redactionReasons = []
    }
}

extension View {
    /// Redacts the view for `reason`: with `.placeholder`, text is drawn as bars the size of its lines, keeping the
    /// layout (images and shapes are drawn as they are, as in SwiftUI —
    /// https://www.swiftbysundell.com/tips/swiftui-automatic-placeholders/).
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactedModifier(reason: reason))
    }

    /// Draws this view unredacted even inside a redacted view.
    public func unredacted() -> some View {
        modifier(UnredactedModifier())
    }
}
