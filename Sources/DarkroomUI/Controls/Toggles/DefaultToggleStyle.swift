/// The automatic toggle style: on iOS, a switch.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: a switch on iOS.
    public nonisolated static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
