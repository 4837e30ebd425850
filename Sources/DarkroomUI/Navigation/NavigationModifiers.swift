import Foundation

extension View {
    /// The title of this screen in the enclosing navigation stack's bar.
    public nonisolated func navigationTitle(_ title: Text) -> some View {
        modifier(
            NavigationPreferenceModifier {
                $0.title = title
                _ = $1
            })
    }

    /// The title of this screen, localized.
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of this screen.
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of this screen (deprecated spelling).
    public nonisolated func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title of this screen (deprecated spelling).
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of this screen (deprecated spelling).
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title and how it is shown (deprecated spelling).
    public nonisolated func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title and how it is shown (deprecated spelling).
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title and how it is shown (deprecated spelling).
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Large or inline title for this screen.
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationPreferenceModifier { p, _ in p.displayMode = displayMode })
    }

    /// Large or inline title for this screen (iOS 17 spelling).
    public nonisolated func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the back button of this screen.
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationPreferenceModifier { p, _ in p.backButtonHidden = hidesBackButton })
    }

    /// Hides the navigation bar (deprecated spelling of `.toolbar(.hidden, for: .navigationBar)`).
    public nonisolated func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationPreferenceModifier { p, _ in if hidden { p.hiddenBars.insert(.navigationBar) } })
    }

    /// Items in the navigation bar: `content` views go to the trailing edge.
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = content()
        return modifier(
            NavigationPreferenceModifier { p, env in
                p.items = [ToolbarItemModel(placement: .automatic, content: AnyView(view))]
                p.itemsEnvironment = env
            })
    }

    /// Items in the navigation bar and bottom toolbar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content().toolbarItems
        return modifier(
            NavigationPreferenceModifier { p, env in
                p.items = items
                p.itemsEnvironment = env
            })
    }

    /// Items in the navigation bar, with an identifier for customization (not shown at rest).
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// Shows or hides a bar (`.toolbar(.hidden, for: .navigationBar)`, `.tabBar`).
    public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(
            NavigationPreferenceModifier { p, _ in
                guard visibility == .hidden else { return }
                for bar in ToolbarPlacement.bars(bars) { p.hiddenBars.insert(bar) }
            })
    }

    /// Shows or hides a bar (iOS 18's name for `toolbar(_:for:)`).
    public nonisolated func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(
            NavigationPreferenceModifier { p, _ in
                guard visibility == .hidden else { return }
                for bar in ToolbarPlacement.bars(bars) { p.hiddenBars.insert(bar) }
            })
    }

    /// Fills the given bars (`.navigationBar`, `.tabBar`, `.bottomBar`; `.automatic` or none is the
    /// navigation bar) with `style`: a colour, or a material blurring what is behind. As on iOS, the bar shows it
    /// when content lies behind the bar; at rest (content at the scroll edge) only with `.toolbarBackground(.visible, for:)`.
    public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let resolvable = style.resolvable
        return modifier(
            NavigationPreferenceModifier { p, env in
                for bar in ToolbarPlacement.bars(bars) {
                    if case .material(let material) = resolvable {
                        p.barAppearances[bar, default: BarAppearance()].materialStyle = material
                    } else {
                        p.barAppearances[bar, default: BarAppearance()].color = Color(storage: .rgb(resolvable.resolve(in: env)))
                    }
                }
            })
    }

    /// Shows or hides the background of the given bars: `.visible` draws it even at the scroll edge (the
    /// bar material unless a style is given), `.hidden` keeps the bar transparent even over content.
    public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(
            NavigationPreferenceModifier { p, _ in
                for bar in ToolbarPlacement.bars(bars) { p.barAppearances[bar, default: BarAppearance()].visibility = visibility }
            })
    }

    /// Sets the colour scheme of the given bars: while a bar's background is visible, its content (title,
    /// back button, items; the tab bar's material) is drawn in `colorScheme` (nil: the system's).
    public nonisolated func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(
            NavigationPreferenceModifier { p, _ in
                for bar in ToolbarPlacement.bars(bars) { p.barAppearances[bar, default: BarAppearance()].colorScheme = .some(colorScheme) }
            })
    }

    /// Items at the leading and trailing edges of the navigation bar (deprecated spelling).
    public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(
            NavigationPreferenceModifier { p, env in
                p.items = [
                    ToolbarItemModel(placement: .navigationBarLeading, content: AnyView(leading)),
                    ToolbarItemModel(placement: .navigationBarTrailing, content: AnyView(trailing)),
                ]
                p.itemsEnvironment = env
            })
    }

    /// Items at the leading edge of the navigation bar (deprecated spelling).
    public nonisolated func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(
            NavigationPreferenceModifier { p, env in
                p.items = [ToolbarItemModel(placement: .navigationBarLeading, content: AnyView(leading))]
                p.itemsEnvironment = env
            })
    }

    /// Items at the trailing edge of the navigation bar (deprecated spelling).
    public nonisolated func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(
            NavigationPreferenceModifier { p, env in
                p.items = [ToolbarItemModel(placement: .navigationBarTrailing, content: AnyView(trailing))]
                p.itemsEnvironment = env
            })
    }

    /// The view pushed for values of type `data` in the enclosing `NavigationStack`'s path.
    public nonisolated func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(
            NavigationPreferenceModifier { p, _ in
                p.destinations.append((matches: { $0.base is D }, make: { AnyView(destination($0.base as! D)) }))
            })
    }

    /// Pushes `destination` when `isPresented` is true.
    public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let presented = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(NavigationPreferenceModifier { p, _ in p.presented = presented })
    }

    /// Pushes the destination for `item` while it is non-nil (iOS 17).
    public nonisolated func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let presented = item.wrappedValue.map { AnyView(destination($0)) }
        return modifier(NavigationPreferenceModifier { p, _ in p.presented = presented })
    }

    /// Sets the navigation view style (on iPhone every style is a stack).
    public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// A search field under the navigation title, showing `prompt` (or "Search") and the current text.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let current = text.wrappedValue
        return modifier(
            NavigationPreferenceModifier { p, _ in
                p.searchPrompt = current.isEmpty ? (prompt ?? Text("Search")) : Text(verbatim: current)
            })
    }

    /// A search field under the navigation title with a localized prompt.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field under the navigation title with a prompt.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field under the navigation title whose presentation `isPresented` reflects. Drawn at rest, as
    /// when the field is not being edited (no Cancel button or scope bar).
    public nonisolated func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with a localized prompt whose presentation `isPresented` reflects.
    public nonisolated func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt whose presentation `isPresented` reflects.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Suggestions for the search field (a list iOS shows under the field only while searching, so nothing is
    /// drawn at rest).
    public nonisolated func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        self
    }

    /// The text a search suggestion fills the search field with when chosen (suggestions are not drawn at rest).
    public nonisolated func searchCompletion(_ completion: String) -> some View {
        self
    }

    /// Scopes for the search field (a segmented control iOS shows under the field only while searching, so
    /// nothing is drawn at rest).
    public nonisolated func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        self
    }

    /// Scopes for the search field, shown as `activation` says (on iOS while searching: nothing at rest).
    public nonisolated func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation,
        @ViewBuilder _ scopes: () -> S
    ) -> some View {
        self
    }
}

/// Where a search field goes (under the navigation title on iPhone).
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The system decides.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// The navigation bar drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    /// When the drawer's search field is shown.
    public enum NavigationDisplayMode: Sendable, Hashable {
        case automatic, always
    }
}

/// The style of a `NavigationView`.
public protocol NavigationViewStyle {}

/// One screen at a time (the iPhone's only style).
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The platform default (a stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns (a stack on iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
