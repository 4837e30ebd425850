import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// `.badge(_:)`: in a list row, the badge's text at the row's trailing edge in the secondary colour (as
/// `UIListContentConfiguration.valueCell` draws a count); on a tab of a `TabView`, a red badge on the tab's
/// item. Elsewhere iOS draws no badge, and neither does DarkroomUI.
nonisolated struct BadgeModifier: ViewModifier, _UnaryModifier {
    let text: Text?

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        BadgeTrait.set(text, on: node)
        guard let text, environment.listRowContext != nil, environment.stackAxis == nil else { return node }
        let row = HStack(spacing: 0) {
            ResolvedNodeView(node: node).frame(maxWidth: .infinity, alignment: .leading)
            // The colour goes through the environment: it reaches every kind of text (a formatted count too).
            Group { text }.foregroundStyle(.secondary).lineLimit(1).padding(.leading, 8)
        }
        let wrapped = Resolver.singleNode(for: row, environment: environment, context: context, combinedWith: HStackLayout())
        // The row's list traits (insets, backgrounds, separators, tags) stay with the row.
        wrapped.traits.layoutValues = node.traits.layoutValues
        return wrapped
    }
}

/// The badge a view carries, read by `TabView` from its tabs' nodes.
enum BadgeTrait {
    private struct Key: LayoutValueKey {
        static var defaultValue: Text? { nil }
    }

    static func of(_ node: LayoutNode) -> Text? {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] as? Text
    }

    static func set(_ text: Text?, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = text
    }
}

extension View {
    /// Badges a list row or a tab with `count`; a count of 0 shows no badge.
    public nonisolated func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : Text(count, format: .number)))
    }

    /// Badges a list row or a tab with `label`; `nil` shows no badge.
    public nonisolated func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(text: label))
    }

    /// Badges a list row or a tab with the localized `key`; `nil` shows no badge.
    public nonisolated func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(text: key.map { Text($0) }))
    }

    /// Badges a list row or a tab with the string `label`; `nil` shows no badge.
    @_disfavoredOverload
    public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(text: label.map { Text($0) }))
    }
}
