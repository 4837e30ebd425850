import Foundation

/// A view that switches between tabs, with a tab bar at the bottom drawn into the home-indicator area;
/// the selected tab's item is tinted.
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// Tabs whose selected one is the tab tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
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
public struct Tab<Value: Hashable, Content: View>: View {
    let title: Text
    let value: Value?
    let content: Content

    /// A tab titled `title` (its SF Symbol is not drawn: symbols are not available here).
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.value = value
        self.content = content()
    }

    public var body: some View {
        content
            .tabItem { title }
            .modifier(TraitModifier { [value] node in if let value { TagTrait.set(AnyHashable(value), on: node) } })
    }
}

extension Tab where Value == Never {
    /// A tab titled `title` without a selection value.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
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

/// Pages swiped horizontally, with page dots (drawn as the first page; dots not drawn).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots are shown.
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with the given index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

struct TabViewPagedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var tabViewIsPaged: Bool {
        get { self[TabViewPagedKey.self] }
        set { self[TabViewPagedKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tab views in this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewIsPaged, style is PageTabViewStyle)
    }
}
