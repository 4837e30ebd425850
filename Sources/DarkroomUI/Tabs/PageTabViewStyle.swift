/// A `TabViewStyle` that displays a paged scrolling `TabView`: the selected page fills the tab view, with the
/// page index (a row of dots, `PageIndexViewStyle`) over its bottom.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable, Equatable {
        let name: String
        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(name: "always")
        /// Never display an index view.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a new `PageTabViewStyle` with an index display mode.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    /// Whether the index dots show for `pageCount` pages.
    func showsIndex(pageCount: Int) -> Bool {
        switch indexDisplayMode {
        case .never: false
        case .always: pageCount > 0
        default: pageCount > 1
        }
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A paged scrolling `TabView`.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// A paged scrolling `TabView` with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
