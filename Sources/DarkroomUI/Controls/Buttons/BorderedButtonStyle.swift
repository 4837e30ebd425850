@_spi(DarkroomEngine) import DarkroomUICore

/// The bordered button style: the tinted label on a light tint-coloured rounded background.
public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// The bordered prominent button style: a white label (or the foreground style set around the button) on the tint colour.
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a light tint-coloured background.
    public nonisolated static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint colour.
    public nonisolated static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The body of both bordered styles, sized by the environment's control size.
nonisolated struct BorderedButtonBody: View, _PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool

    @MainActor var body: Never { primitiveBody(Self.self) }

    @MainActor func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let metrics = ControlMetrics.borderedButton(environment.controlSize)
        let tint: Color = role == .destructive ? .red : (environment.tint ?? .accentColor)
        let enabled = environment.isEnabled
        var labelEnv = environment
        if labelEnv.font == nil { labelEnv.font = metrics.font }
        if prominent {
            // White on the tint, unless a foreground style was set around the button (Food Truck's white
            // "Get Started" button with `.foregroundColor(.accentColor)` and `.tint(.white)`).
            if !enabled || labelEnv.foregroundStyle == nil {
                labelEnv.foregroundStyle = .color(enabled ? .white : SystemColors.tertiaryLabel)
            }
        } else if labelEnv.foregroundStyle == nil {
            labelEnv.foregroundStyle = .color(enabled ? tint : SystemColors.tertiaryLabel)
        }
        let fill: Color = enabled ? (prominent ? tint : tint.opacity(0.15)) : SystemColors.tertiarySystemFill
        let shape = environment.buttonBorderShape.shape(defaultRadius: metrics.radius)
        let view =
            label
            .environment(\.font, labelEnv.font)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(shape.fill(fill))
        var env = environment
        env.foregroundStyle = labelEnv.foregroundStyle
        return Resolver.nodes(for: view, environment: env, context: context)
    }
}
