import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A view that shows a root view and the views pushed on it, with a navigation bar at the top (the title,
/// toolbar items and a back button) drawn into the status bar area as iOS does.
///
/// With a non-empty `path`, the snapshot shows the last pushed screen (found through
/// `navigationDestination(for:destination:)`) with a back button titled with the previous screen's title.
public nonisolated struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
    let root: Root
    let path: [AnyHashable]

    /// A stack with `root` at its bottom and no pushed screens.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = []
    }

    /// A stack whose pushed screens are the elements of a type-erased path.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path.wrappedValue.elements
    }

    /// A stack whose pushed screens are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        [NavigationStackNode.make(root: AnyView(root), path: path, environment: environment, context: context)]
    }
}

/// A stack of screens (deprecated spelling of `NavigationStack`; on iPhone the same).
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        NavigationStack { content }
    }
}

/// Which columns of a split view are visible (on iPhone the view collapses to a stack).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A two- or three-column view; in the compact width of an iPhone it collapses into a stack showing its
/// sidebar (the first column), as iOS does at launch.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A three-column split view with controlled column visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    @MainActor public var body: some View {
        NavigationStack { sidebar }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A two-column split view with controlled column visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// Whether the view is inside a navigation stack (navigation links draw as links only there).
struct InNavigationStackKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var isInNavigationStack: Bool {
        get { self[InNavigationStackKey.self] }
        set { self[InNavigationStackKey.self] = newValue }
    }
}
