import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A view that pushes a destination on the enclosing navigation stack. In a list it is a row with a
/// disclosure chevron; elsewhere its label is drawn in the tint colour, like a button.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
    let label: Label

    /// A link to `destination` with a custom label.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` with a custom label (deprecated spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` that is active while `isActive` is true (deprecated; drawn like any link).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        if environment.listRowContext != nil {
            // The label is the row's content: it is resolved as a row, so a `.badge` on it (or inside it, as Food
            // Truck's `OrderRow(…).badge(n)`) draws its count before the chevron.
            var labelEnvironment = environment
            labelEnvironment.stackAxis = nil
            // A disabled link's row is dimmed as a disabled cell is on iOS: its label in the tertiary label colour
            // (colours the label sets itself stay).
            if !environment.isEnabled { labelEnvironment.foregroundStyle = .color(SystemColors.tertiaryLabel) }
            let labelNode = Resolver.singleNode(for: label, environment: labelEnvironment, context: context, combinedWith: HStackLayout())
            let row = HStack(spacing: 0) {
                ResolvedNodeView(node: labelNode).frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron(direction: .forward)
                    .stroke(Color(uiColor: .tertiaryLabel), style: DisclosureChevron.strokeStyle)
                    .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
                    .flipsForRightToLeftLayoutDirection(true)
                    .padding(.leading, ListMetrics.chevronSpacing)
            }
            return Resolver.nodes(for: row, environment: environment, context: context)
        }
        var env = environment
        // Outside a list a link is drawn as a button: in the tint, unless `.buttonStyle(.plain)` keeps the label's
        // own colours (ShelfPlayer's podcast link under an episode title).
        var isPlain = false
        if case .primitive(let style)? = environment.buttonStyle, style is PlainButtonStyle { isPlain = true }
        if env.foregroundStyle == nil, !isPlain { env.foregroundStyle = .tint }
        return Resolver.nodes(for: label, environment: env, context: context)
    }
}

extension NavigationLink {
    /// Whether the link's destination shows in the detail column of a split view. An iPhone has no split view, so
    /// on an iPhone-sized screen (every Darkroom device) the link is drawn and pushes the same either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (the stack's `navigationDestination(for:)` builds the screen).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A link titled with a localized key (deprecated spelling).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }
}
