import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// The automatic disclosure group style, as iOS 17 draws it.
///
/// In a list the label is a row ending in UIKit's outline disclosure accessory
/// (`UICellAccessory.outlineDisclosure`): a `chevron.forward` in the tint colour, the size and weight of a
/// navigation row's chevron, turned to point down while expanded; each view of the content is a row below it.
/// Outside a list the label and the chevron are a button (the label takes the accent colour, as button labels
/// do) with the content below it, 8 pt apart.
public nonisolated struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        AutomaticDisclosureGroup(configuration: configuration)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's default.
    public nonisolated static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The automatic style's body: rows in a list, a button and content elsewhere.
nonisolated struct AutomaticDisclosureGroup: View, _PrimitiveView {
    let configuration: DisclosureGroupStyleConfiguration
    @MainActor var body: Never { primitiveBody(Self.self) }

    @MainActor func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let isExpanded = configuration.isExpanded
        let toggle = configuration.$isExpanded
        let chevron = DisclosureIndicator(isExpanded: isExpanded)
        if environment.listRowContext != nil {
            let header = Button {
                toggle.wrappedValue.toggle()
            } label: {
                HStack(spacing: 0) {
                    configuration.label
                        .foregroundStyle(Color.primary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    chevron.padding(.leading, ListMetrics.chevronSpacing)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            var nodes = Resolver.nodes(for: header, environment: environment, context: context)
            if isExpanded { nodes += Resolver.nodes(for: configuration.content, environment: environment, context: context) }
            return nodes
        }
        let view = VStack(alignment: .leading, spacing: 8) {
            Button {
                toggle.wrappedValue.toggle()
            } label: {
                HStack(spacing: 0) {
                    configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                    chevron.padding(.leading, 8)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.borderless)
            if isExpanded { configuration.content }
        }
        return Resolver.nodes(for: view, environment: environment, context: context)
    }
}

/// The outline disclosure chevron: 7 × 12 pt `chevron.forward` in the tint colour (mirrored right to left);
/// expanded, `chevron.down` in the same box.
nonisolated struct DisclosureIndicator: View {
    let isExpanded: Bool

    @MainActor var body: some View {
        if isExpanded {
            DisclosureChevron(direction: .down)
                .stroke(.tint, style: DisclosureChevron.strokeStyle)
                .frame(width: ListMetrics.chevronSize.height, height: ListMetrics.chevronSize.width)
                .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
        } else {
            DisclosureChevron(direction: .forward)
                .stroke(.tint, style: DisclosureChevron.strokeStyle)
                .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
                .flipsForRightToLeftLayoutDirection(true)
        }
    }
}
