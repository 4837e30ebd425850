import Foundation

/// What one navigation modifier (`navigationTitle`, `toolbar`, `navigationDestination`, …) tells the
/// enclosing `NavigationStack`: carried in the traits of the first node of the modified content and
/// collected by the stack after resolving its screen.
final class NavigationPreference {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarItemModel] = []
    var itemsEnvironment: EnvironmentValues?
    var backButtonHidden: Bool?
    var hiddenBars: Set<ToolbarPlacement.Bar> = []
    var barBackground: Color?
    /// A material given to `.toolbarBackground` (drawn as a material, not a flat colour).
    var barMaterial: Material?
    var barBackgroundVisibility: Visibility?
    var destinations: [(matches: (AnyHashable) -> Bool, make: (AnyHashable) -> AnyView)] = []
    var presented: AnyView?
    var searchPrompt: Text?
    var tabItem: (label: AnyView, environment: EnvironmentValues)?
    var tag: AnyHashable?

    private struct Key: LayoutValueKey {
        static var defaultValue: [NavigationPreference] { [] }
    }

    static func attached(to node: LayoutNode) -> [NavigationPreference] {
        (node.traits.layoutValues[ObjectIdentifier(Key.self)] as? [NavigationPreference]) ?? []
    }

    func attach(to node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = Self.attached(to: node) + [self]
    }

    /// Every preference in the subtree of `root`, outermost first, without entering nested stacks or
    /// tab views (they own theirs).
    static func collect(from root: LayoutNode) -> [NavigationPreference] {
        var seen = Set<ObjectIdentifier>()
        var result: [NavigationPreference] = []
        var stack: [LayoutNode] = [root]
        var visited = 0
        while let node = stack.popLast() {
            visited += 1
            if visited > 100_000 { break }
            for preference in attached(to: node) where seen.insert(ObjectIdentifier(preference)).inserted {
                result.append(preference)
            }
            if node !== root, node is NavigationStackNode || node is TabViewNode { continue }
            if let list = node as? ListNode {
                // A list's own modifiers are on its node; its rows' are looked at only in the first screenful.
                for section in list.sections { for row in section.rows.resolved(limit: 50) { stack.append(row) } }
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// Attaches a navigation preference to the first node of the modified content.
struct NavigationPreferenceModifier: ViewModifier, _PrimitiveModifier {
    let configure: (NavigationPreference, EnvironmentValues) -> Void

    func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        guard outputs.nodes.count > start else { return }
        let preference = NavigationPreference()
        configure(preference, environment)
        preference.attach(to: outputs.nodes[start])
    }
}
