import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// What one navigation modifier (`navigationTitle`, `toolbar`, `navigationDestination`, …) tells the
/// enclosing `NavigationStack`: carried in the traits of the first node of the modified content and
/// collected by the stack after resolving its screen.
final class NavigationPreference {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarItemModel] = []
    var itemsEnvironment: EnvironmentValues?
    var backButtonHidden: Bool?
    var toolbarRole: ToolbarRole?
    var hiddenBars: Set<ToolbarPlacement.Bar> = []
    /// What `.toolbarBackground` and `.toolbarColorScheme` say, per bar (`.automatic` is stored as the navigation bar).
    var barAppearances: [ToolbarPlacement.Bar: BarAppearance] = [:]
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
    /// tab views (they own theirs). With `throughStacks`, a nested navigation stack adds its visible
    /// screen's preferences (a tab view reads its tab bar's settings through the stack in the tab).
    static func collect(from root: LayoutNode, throughStacks: Bool = false) -> [NavigationPreference] {
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
            if node !== root, let stack = node as? NavigationStackNode, throughStacks {
                for preference in stack.screenPreferences where seen.insert(ObjectIdentifier(preference)).inserted {
                    result.append(preference)
                }
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

/// How one bar looks, as the screen's modifiers say.
struct BarAppearance {
    /// A colour given to `.toolbarBackground`.
    var color: Color?
    /// A material given to `.toolbarBackground` (drawn as a material, not a flat colour).
    var materialStyle: Material?
    var visibility: Visibility?
    /// `.toolbarColorScheme`: `.some(nil)` asks for the system's scheme.
    var colorScheme: ColorScheme??
}

extension Array where Element == NavigationPreference {
    /// The resolved settings of `bar`: for each, the outermost preference that sets it.
    func appearance(of bar: ToolbarPlacement.Bar) -> BarAppearance {
        var result = BarAppearance()
        for preference in self {
            guard let a = preference.barAppearances[bar] else { continue }
            if result.color == nil && result.materialStyle == nil {
                if let m = a.materialStyle { result.materialStyle = m } else if let c = a.color { result.color = c }
            }
            if result.visibility == nil { result.visibility = a.visibility }
            if result.colorScheme == nil { result.colorScheme = a.colorScheme }
        }
        return result
    }
}

extension BarAppearance {
    /// The background the bar shows at rest (content at the scroll edge), or nil when it is transparent there.
    /// As in SwiftUI on iOS, only `.visible` shows a background at rest: the colour or material given to
    /// `.toolbarBackground`, else `system` (the bar material). `.automatic` leaves it to where the content
    /// settles, which at rest is transparent; `.hidden` keeps it transparent.
    func restingBackground(system: BarBackground, in environment: EnvironmentValues) -> BarBackground? {
        visibility == .visible ? standardBackground(system: system, in: environment) : nil
    }

    /// The material of the bar's background — the one given to `.toolbarBackground`, else the bar material
    /// (`.bar`, `systemChromeMaterial`) — or nil when `.toolbarBackground` gave a colour. The bar's content is
    /// resolved against it (its `.secondary`, `.tertiary` and `.quaternary` content is drawn vibrant).
    var material: Material? {
        if let chosen = materialStyle { return chosen }
        return color == nil ? .bar : nil
    }

    /// The background the bar shows when content lies behind it: the colour or material given to
    /// `.toolbarBackground`, else `system`.
    func standardBackground(system: BarBackground, in environment: EnvironmentValues) -> BarBackground {
        if let materialStyle { return .material(materialStyle.recipe(dark: environment.colorScheme == .dark)) }
        if let color { return .color(color.resolve(in: environment)) }
        return system
    }
}

/// Attaches a navigation preference to the first node of the modified content.
nonisolated struct NavigationPreferenceModifier: ViewModifier, _PrimitiveModifier {
    let configure: (NavigationPreference, EnvironmentValues) -> Void

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        guard outputs.nodes.count > start else { return }
        let preference = NavigationPreference()
        configure(preference, environment)
        preference.attach(to: outputs.nodes[start])
    }
}
