import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// Shows the progress of a task: a bar when the fraction is known, a spinner when it is not (iOS's default).
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    @MainActor public var body: Never { primitiveBody(Self.self) }

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view for `value` out of `total` (clamped to 0…total; `nil` is indeterminate), with labels.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted, label: label,
            currentValueLabel: currentValueLabel)
        if let style = environment.progressViewStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(DefaultProgressViewStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: ProgressViewStyle>(
        _ style: S, _ configuration: ProgressViewStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: env, context: context)
    }

    /// `value / total` clamped to 0…1 as SwiftUI does; `nil` (or a non-finite or non-positive total) is indeterminate.
    package static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, value.isFinite, total.isFinite, total > 0 else { return nil }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner on iOS).
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view for `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view for `value` out of `total` with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view titled with the localized `titleKey` for `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view titled `title` for `value` out of `total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}
