@_spi(DarkroomEngine) import DarkroomUICore

/// A label drawn with the tint as foreground, unless a foreground style was set explicitly.
nonisolated struct TintedLabel: View, _PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    var role: ButtonRole? = nil
    @MainActor var body: Never { primitiveBody(Self.self) }

    @MainActor func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        // A disabled button draws its label in `tertiaryLabel`, as the bordered styles do (iOS greys it).
        if env.foregroundStyle == nil {
            env.foregroundStyle = !env.isEnabled ? .color(SystemColors.tertiaryLabel) : role == .destructive ? .color(.red) : .tint
        }
        // Resolved as a view (not drawn directly) so that a host records the label (inspection finds it).
        return Resolver.nodes(for: label, environment: env, context: context)
    }
}
