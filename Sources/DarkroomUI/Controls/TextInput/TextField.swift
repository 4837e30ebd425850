import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// An editable text field: its text in the label colour, or its prompt (placeholder) in the placeholder
/// colour while the text is empty. It takes the width it is offered; `axis: .vertical` wraps long text.
public nonisolated struct TextField<Label: View>: View, _PrimitiveView {
    let text: String
    let prompt: Text?
    let label: Label
    let axis: Axis
    var secure = false
    /// Set on the field a `TextFieldStyle` is given and by the built-in styles: draw this way, ignoring the
    /// environment's style.
    var drawnKind: _TextFieldStyleKind?

    init(text: String, prompt: Text?, label: Label, axis: Axis, secure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
        self.secure = secure
    }

    /// This field drawn as `kind` whatever style the environment sets.
    func drawn(as kind: _TextFieldStyleKind) -> TextField {
        var field = self
        field.drawnKind = kind
        return field
    }

    /// A field bound to `text` with a custom label and prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
        axis = .horizontal
    }

    /// A field bound to `text`, growing along `axis`, with a custom label and prompt.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
        self.axis = axis
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        if drawnKind == nil, let style = environment.textFieldStyle {
            let configuration = TextField<_TextFieldStyleLabel>(
                text: text, prompt: prompt, label: _TextFieldStyleLabel(content: AnyView(label)),
                axis: axis, secure: secure
            ).drawn(as: .plain)
            return Self.resolve(style, configuration, environment, context)
        }
        let shown: AnyView
        var env = environment
        if text.isEmpty {
            env.foregroundStyle = .color(SystemColors.placeholderText)
            shown = prompt.map { AnyView($0) } ?? AnyView(label)
        } else {
            shown = AnyView(Text(verbatim: secure ? String(repeating: "•", count: text.count) : text))
        }
        if axis == .horizontal { env.lineLimit = 1 }
        let field = ResolvedNodeView(node: Resolver.singleNode(for: shown, environment: env, context: context, combinedWith: HStackLayout()))
            .frame(maxWidth: .infinity, alignment: .leading)
        switch drawnKind ?? .plain {
        case .plain:
            return Resolver.nodes(for: field, environment: environment, context: context)
        case .roundedBorder:
            let bordered =
                field
                .padding(.horizontal, ControlMetrics.roundedBorderHorizontalPadding)
                .frame(minHeight: ControlMetrics.roundedBorderHeight)
                .background(RoundedRectangle(cornerRadius: ControlMetrics.roundedBorderCornerRadius).fill(SystemColors.tertiarySystemBackground))
                .overlay(RoundedRectangle(cornerRadius: ControlMetrics.roundedBorderCornerRadius).strokeBorder(SystemColors.opaqueSeparator, lineWidth: 0.5))
            return Resolver.nodes(for: bordered, environment: environment, context: context)
        }
    }

    @MainActor private static func resolve<S: TextFieldStyle>(
        _ style: S, _ configuration: TextField<_TextFieldStyleLabel>,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        guard let body = Resolver.evaluate(style, environment: env, context: context, { $0._body(configuration: configuration) }) else { return [] }
        return Resolver.nodes(for: body, environment: env, context: context)
    }
}

extension TextField where Label == Text {
    /// A field with a localized title (shown as the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field with a title (shown as the placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field with a localized title and a prompt (the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field with a title and a prompt (the placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field with a localized title that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A field with a title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A field with a localized title that calls `onEditingChanged` when focus comes or goes and `onCommit` on
    /// Return (deprecated; at rest the field is not focused, so neither runs and it draws as `TextField(_:text:)`).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field with a title that calls `onEditingChanged` and `onCommit` (deprecated; neither runs at rest).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field with a localized title, a prompt, growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }
}

/// A field for private text: its characters drawn as bullets.
public nonisolated struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field bound to `text` with a custom label and prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.secure = true
        self.field = field
    }

    @MainActor public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field with a localized title (shown as the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A secure field with a title (shown as the placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A secure field with a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
}

/// A multi-line text editor: takes the space it is offered and shows its text from the top-leading
/// corner, inset as UITextView insets it.
public nonisolated struct TextEditor: View {
    let text: String

    /// An editor bound to `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    @MainActor public var body: some View {
        Text(verbatim: text)
            .padding(ControlMetrics.textEditorInsets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
