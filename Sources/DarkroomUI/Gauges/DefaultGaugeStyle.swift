/// The automatic gauge style: on iOS, `.linearCapacity`.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: a capacity bar on iOS.
    public nonisolated static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
