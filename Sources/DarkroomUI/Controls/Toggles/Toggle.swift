@_spi(DarkroomEngine) import DarkroomUICore

/// A control that switches between on and off; drawn by the environment's toggle style (`.switch` on iOS).
public nonisolated struct Toggle<Label: View>: View, _PrimitiveView {
    @Binding var isOn: Bool
    let label: Label

    /// A toggle bound to `isOn` with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let configuration = ToggleStyleConfiguration(label: label, isOn: $isOn)
        if let style = environment.toggleStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(DefaultToggleStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: ToggleStyle>(
        _ style: S, _ configuration: ToggleStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: env, context: context)
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle whose label is the text `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == DarkroomUI.Label<Text, Image> {
    /// A toggle labelled with `titleKey` and the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DarkroomUI.Label(titleKey, systemImage: systemImage) }
    }
}
