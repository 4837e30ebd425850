import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A value within a range, drawn by the environment's gauge style: on iOS a capacity bar
/// (`.linearCapacity`) with the label above it, the bound labels at its ends and the current value below.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?

    init(
        fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
        maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?
    ) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
            markedValueLabels: markedValueLabels)
        if let style = environment.gaugeStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(DefaultGaugeStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: GaugeStyle>(
        _ style: S, _ configuration: GaugeStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: env, context: context)
    }

    /// Where `value` lies in `bounds`, clamped to 0…1 as SwiftUI clamps it; an empty or non-finite range or a NaN
    /// value is 0.
    package static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let f = (Double(value) - Double(bounds.lowerBound)) / span
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil,
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label, a current-value label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label, a current-value label and marked-value labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}
