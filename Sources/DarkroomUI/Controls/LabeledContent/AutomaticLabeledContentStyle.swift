/// The automatic labeled content style: on iOS the label at the leading edge and the content at the trailing
/// edge, in the secondary colour (`UIColor.secondaryLabel`) and aligned to the trailing edge when it wraps —
/// how a `UIListContentConfiguration.valueCell()` row shows a value, and how a `Form` shows
/// `LabeledContent("Version", value: "17.0")`. The two share the first text baseline, 8 pt apart at least.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            HideableLabel { configuration.label }
            Spacer(minLength: 8)
            configuration.content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's default: label leading, value trailing in the secondary colour.
    public nonisolated static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
