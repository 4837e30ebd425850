/// `.labelsHidden()`: controls in the view draw without their labels.
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `.labelsHidden()` hides the labels of controls here.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view — `Toggle`, `Picker`, `Stepper`, `Slider`, `DatePicker`,
    /// `ColorPicker`, `Gauge`, `LabeledContent` — which then draw only their control and size to it (a toggle is
    /// its 51 × 31 pt switch). The labels still name the controls for accessibility.
    public nonisolated func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A control's label, drawn unless `.labelsHidden()` hides it.
nonisolated struct HideableLabel<Content: View>: View {
    @Environment(\.labelsHidden) private var hidden
    let content: Content

    init(@ViewBuilder _ content: () -> Content) {
        self.content = content()
    }

    @MainActor var body: some View {
        if !hidden { content }
    }
}
