import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A view that switches between tabs, with a tab bar at the bottom drawn into the home-indicator area;
/// the selected tab's item is tinted.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// Tabs whose selected one is the tab tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        [TabViewNode.make(content: content, selection: selection.map { AnyHashable($0) }, environment: environment, context: context)]
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first one.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// A tab of a `TabView` (iOS 18's spelling): a title, an optional SF Symbol and the tab's content.
public nonisolated struct Tab<Value: Hashable, Content: View>: View {
    let title: Text
    let systemImage: String?
    let value: Value?
    let content: Content

    /// A tab titled `title` with the SF Symbol `systemImage` above the title.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    @MainActor public var body: some View {
        content
            .tabItem {
                if let systemImage {
                    Label {
                        title
                    } icon: {
                        Image(systemName: systemImage)
                    }
                } else {
                    title
                }
            }
            .modifier(TraitModifier { [value] node in if let value { TagTrait.set(AnyHashable(value), on: node) } })
    }
}

extension Tab {
    /// A tab without a title or symbol, selected by `value` (iOS 18): its tab bar item is empty.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(verbatim: "")
        self.systemImage = nil
        self.value = value
        self.content = content()
    }

    /// A tab with a system role, selected by `value` (iOS 18): the `.search` tab is titled "Search" with the
    /// `magnifyingglass` symbol, as iOS labels it.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.title = Text(verbatim: role == .search ? "Search" : "")
        self.systemImage = role == .search ? "magnifyingglass" : nil
        self.value = value
        self.content = content()
    }
}

/// The system role of a tab (iOS 18).
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static let search = TabRole(name: "search")
}

extension Tab where Value == Never {
    /// A tab titled `title` without a selection value.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }
}

/// The style of a `TabView`.
public protocol TabViewStyle {}

/// The tab bar style (the iOS default).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

struct TabViewPageStyleKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle? = nil
}

extension EnvironmentValues {
    /// The page style set with `.tabViewStyle(.page)`; nil: the tab bar.
    var tabViewPageStyle: PageTabViewStyle? {
        get { self[TabViewPageStyleKey.self] }
        set { self[TabViewPageStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tab views in this view.
    public nonisolated func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPageStyle, style as? PageTabViewStyle)
    }
}
