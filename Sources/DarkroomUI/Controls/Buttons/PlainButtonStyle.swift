/// The plain button style: the label as it is.
public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public nonisolated static var plain: PlainButtonStyle { PlainButtonStyle() }
}
