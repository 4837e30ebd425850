import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A control to increment and decrement a value: its label, then the 94 × 32-pt minus/plus control at the
/// trailing edge. A side that cannot go further (the value at a bound) is drawn dimmed.
public nonisolated struct Stepper<Label: View>: View, _PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    /// A stepper with custom actions.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper bound to `value`, limited to `bounds`, changing by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        let v = value.wrappedValue
        canDecrement = v > bounds.lowerBound
        canIncrement = v < bounds.upperBound
    }

    /// A stepper bound to `value`, changing by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        canDecrement = true
        canIncrement = true
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let enabled = environment.isEnabled
        let on = SystemColors.label, off = SystemColors.tertiaryLabel
        let row = HStack(spacing: 8) {
            if !environment.labelsHidden { label.frame(maxWidth: .infinity, alignment: .leading) }
            ZStack {
                RoundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius, style: .continuous)
                    .fill(SystemColors.tertiarySystemFill)
                HStack(spacing: 0) {
                    StepperGlyph(plus: false).stroke(enabled && canDecrement ? on : off, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                        .frame(width: ControlMetrics.stepperGlyphWidth, height: ControlMetrics.stepperGlyphWidth)
                        .frame(maxWidth: .infinity)
                    Rectangle().fill(SystemColors.separator).frame(width: 1, height: ControlMetrics.stepperDividerHeight)
                    StepperGlyph(plus: true).stroke(enabled && canIncrement ? on : off, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                        .frame(width: ControlMetrics.stepperGlyphWidth, height: ControlMetrics.stepperGlyphWidth)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(width: ControlMetrics.stepperSize.width, height: ControlMetrics.stepperSize.height)
        }
        return Resolver.nodes(for: row, environment: environment, context: context)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized key, bound to `value` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title`, bound to `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled with a localized key, bound to `value`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title`, bound to `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled with a localized key, with custom actions.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The minus and plus glyphs of a stepper.
nonisolated struct StepperGlyph: Shape {
    let plus: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        if plus {
            path.move(to: CGPoint(x: rect.midX, y: rect.minY + 1))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 1))
        }
        return path
    }
}
