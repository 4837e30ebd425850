import Foundation

/// A control for choosing a colour, in iOS's compact form: the label, then a 28-pt colour well showing the
/// selected colour inside a ring.
public nonisolated struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    @MainActor public var body: some View {
        HStack {
            HideableLabel { label.frame(maxWidth: .infinity, alignment: .leading) }
            ZStack {
                // The well's ring is a colour wheel on iOS (a gradient); drawn as a grey ring here.
                Circle().strokeBorder(Color(uiColor: .systemGray3), lineWidth: 3)
                Circle().fill(color).padding(5)
            }
            .frame(width: ControlMetrics.colorWellDiameter, height: ControlMetrics.colorWellDiameter)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
