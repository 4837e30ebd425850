import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A control that shows a menu of actions when tapped; at rest its label is drawn like a borderless
/// button, in the tint colour.
public nonisolated struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu with custom content and label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu with a primary action run on a tap (the menu opens on a long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    @MainActor public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }
}

/// A control that opens a URL: its label in the tint colour.
public nonisolated struct Link<Label: View>: View {
    let label: Label
    /// The URL opened.
    let destination: URL

    /// A link to `destination` with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor public var body: some View {
        Button(action: {}) { label }
    }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A control that opens the share sheet: its label in the tint colour (the default label's
/// `square.and.arrow.up` symbol cannot be drawn; its title "Share" is).
public nonisolated struct ShareLink<Label: View>: View {
    let label: Label

    /// A link sharing a URL, with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link sharing a string, with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @MainActor public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == Text {
    /// A "Share" link for a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text("Share") }
    }

    /// A "Share" link for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text("Share") }
    }

    /// A link titled with a localized key, sharing a URL.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(titleKey) }
    }
}

/// Related controls side by side in one rounded track, separated by hairlines.
public nonisolated struct ControlGroup<Content: View>: View, _PrimitiveView {
    let content: Content

    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var itemEnv = environment
        itemEnv.stackAxis = .horizontal
        let items = Resolver.nodes(for: content, environment: itemEnv, context: context)
        let group = HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { index in
                if index > 0 { Rectangle().fill(SystemColors.separator).frame(width: 1.0 / 3, height: 20) }
                ResolvedNodeView(node: items[index]).frame(maxWidth: .infinity).padding(.vertical, 7)
            }
        }
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(SystemColors.tertiarySystemFill))
        return Resolver.nodes(for: group, environment: environment, context: context)
    }
}
