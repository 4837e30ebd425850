/// The automatic progress view style: on iOS, a bar when the fraction is known, a spinner when it is not.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default.
    public nonisolated static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
