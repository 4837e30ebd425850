import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A value with a label: drawn by the environment's labeled content style — on iOS the label at the leading
/// edge and the value at the trailing edge in the secondary colour, as a `Form` row shows a setting's value.
public nonisolated struct LabeledContent<Label: View, Content: View>: View, _PrimitiveView {
    let label: Label
    let content: Content

    /// A labeled element from a view that conveys its value and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let configuration = LabeledContentStyleConfiguration(label: label, content: content)
        if let style = environment.labeledContentStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(AutomaticLabeledContentStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: LabeledContentStyle>(
        _ style: S, _ configuration: LabeledContentStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        // A style's body may itself contain `LabeledContent(configuration)`: that one is drawn automatically.
        var inner = env
        inner.labeledContentStyle = nil
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: inner, context: context)
    }
}

extension LabeledContent where Label == Text {
    /// A labeled element titled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A labeled element titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A labeled informational view: the localized `titleKey` and the string `value`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A labeled informational view: `title` and the string `value`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A labeled informational view: the localized `titleKey` and `value` formatted with `format`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A labeled informational view: `title` and `value` formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style was given, drawn in the automatic style (for a style that only decorates it).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
