import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A label that shows or hides its content, drawn by the environment's disclosure group style.
///
/// On iOS 17, in a `List` or `Form` the label is a row with a tinted chevron at its trailing edge (pointing
/// forward collapsed, down expanded) and the content's views are rows below it; elsewhere the label and the
/// chevron are a button in the accent colour with the content below. Without `isExpanded` it starts collapsed,
/// as in SwiftUI.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpandedBinding: Binding<Bool>?
    @State private var expandedState = false

    /// A disclosure group that starts collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpandedBinding = nil
    }

    /// A disclosure group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpandedBinding = isExpanded
    }

    @MainActor public var body: some View {
        _DisclosureGroupBody(
            configuration: DisclosureGroupStyleConfiguration(
                label: label, content: content, isExpanded: isExpandedBinding ?? $expandedState))
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled with the localized `titleKey`, starting collapsed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A disclosure group titled `label`, starting collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A disclosure group titled with the localized `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A disclosure group titled `label`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// Resolves a disclosure group through the environment's style.
nonisolated struct _DisclosureGroupBody: View, _PrimitiveView {
    let configuration: DisclosureGroupStyleConfiguration
    @MainActor var body: Never { primitiveBody(Self.self) }

    @MainActor func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        if let style = environment.disclosureGroupStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(AutomaticDisclosureGroupStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: DisclosureGroupStyle>(
        _ style: S, _ configuration: DisclosureGroupStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: env, context: context)
    }
}
