import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A control for choosing one of a set of tagged options, drawn in the environment's picker style: on iOS
/// 17 a menu button (in a list: a row with the label and the selected value), segmented, inline, wheel or a
/// navigation row.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    let label: Label
    let selection: SelectionValue
    let content: Content

    /// A picker bound to `selection` with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
        self.content = content()
    }

    /// A picker bound to `selection` with a custom label (deprecated argument order).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = selection.wrappedValue
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let options = PickerOptions.resolve(content, environment: environment, context: context)
        let selected = options.index(of: AnyHashable(selection), context: context)
        let inList = environment.listRowContext != nil
        switch environment.pickerStyleKind {
        case .segmented, .palette:
            return segmented(selected: selected, environment: environment, context: context)
        case .wheel:
            return wheel(selected: selected, environment: environment, context: context)
        case .inline where inList:
            return inlineRows(options: options, selected: selected, environment: environment, context: context)
        case .inline:
            return wheel(selected: selected, environment: environment, context: context)
        case .navigationLink where inList:
            return valueRow(selected: selected, trailing: .forward, environment: environment, context: context)
        case .menu, .navigationLink:
            if inList { return valueRow(selected: selected, trailing: .upDown, environment: environment, context: context) }
            return menuButton(selected: selected, environment: environment, context: context)
        }
    }

    /// The selected option's view resolved in `environment` (nothing when the selection matches no tag).
    @MainActor private func selectedValue(_ selected: Int?, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        guard let selected else { return EmptyNode() }
        let nodes = PickerOptions.resolve(content, environment: environment, context: context).nodes
        return nodes.indices.contains(selected) ? nodes[selected] : EmptyNode()
    }

    /// A list row: label, then the selected value and a chevron in the secondary colour.
    @MainActor private func valueRow(selected: Int?, trailing: DisclosureChevron.Direction, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var valueEnv = environment
        valueEnv.foregroundStyle = .color(SystemColors.secondaryLabel)
        valueEnv.lineLimit = 1
        let value = selectedValue(selected, environment: valueEnv, context: context)
        let chevronColor = trailing == .forward ? SystemColors.tertiaryLabel : SystemColors.secondaryLabel
        let size = trailing == .forward ? ListMetrics.chevronSize : ControlMetrics.menuChevronSize
        let row = HStack(spacing: 0) {
            HideableLabel { label.frame(maxWidth: .infinity, alignment: .leading) }
            ResolvedNodeView(node: value).padding(.leading, 8)
            DisclosureChevron(direction: trailing)
                .stroke(chevronColor, style: StrokeStyle(lineWidth: trailing == .forward ? 2 : 1.6, lineCap: .round, lineJoin: .round))
                .frame(width: size.width, height: size.height)
                .flipsForRightToLeftLayoutDirection(trailing == .forward)
                .padding(.leading, trailing == .forward ? ListMetrics.chevronSpacing : ControlMetrics.menuChevronSpacing)
        }
        return Resolver.nodes(for: row, environment: environment, context: context)
    }

    /// Outside a list: a tinted button showing the selected value and up/down chevrons (the label is hidden).
    @MainActor private func menuButton(selected: Int?, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var valueEnv = environment
        valueEnv.foregroundStyle = .tint
        valueEnv.lineLimit = 1
        let value = selectedValue(selected, environment: valueEnv, context: context)
        let button = HStack(spacing: ControlMetrics.menuChevronSpacing) {
            ResolvedNodeView(node: value)
            DisclosureChevron(direction: .upDown)
                .stroke(.tint, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
                .frame(width: ControlMetrics.menuChevronSize.width, height: ControlMetrics.menuChevronSize.height)
        }
        return Resolver.nodes(for: button, environment: environment, context: context)
    }

    /// Rows of the list, the selected one with a tinted checkmark.
    @MainActor private func inlineRows(options: PickerOptions, selected: Int?, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for (index, option) in options.nodes.enumerated() {
            let row = HStack(spacing: 0) {
                ResolvedNodeView(node: option).frame(maxWidth: .infinity, alignment: .leading)
                if index == selected {
                    Checkmark().stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 14, height: 12)
                }
            }
            nodes += Resolver.nodes(for: row, environment: environment, context: context)
        }
        return nodes
    }

    @MainActor private func segmented(selected: Int?, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var regular = environment
        regular.font = .system(size: ControlMetrics.segmentedFontSize)
        regular.lineLimit = 1
        regular.foregroundStyle = nil
        var bold = regular
        bold.font = .system(size: ControlMetrics.segmentedFontSize, weight: .semibold)
        let plain = PickerOptions.resolve(content, environment: regular, context: context).nodes
        let strong = PickerOptions.resolve(content, environment: bold, context: context).nodes
        var segments = plain
        if let selected, strong.indices.contains(selected) { segments[selected] = strong[selected] }
        return [SegmentedControlNode(segments: segments, selected: selected, environment: environment)]
    }

    @MainActor private func wheel(selected: Int?, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        env.font = .system(size: 21)
        env.lineLimit = 1
        let options = PickerOptions.resolve(content, environment: env, context: context).nodes
        return [WheelPickerNode(options: options, selected: selected ?? 0, environment: environment)]
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The `checkmark` symbol as a stroked polyline.
nonisolated struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY - 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1))
        return path
    }
}
