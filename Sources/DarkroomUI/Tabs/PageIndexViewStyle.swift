/// An index view style that places a page index view over its content: a row of dots, the current page's
/// opaque, with a translucent capsule behind them when `backgroundDisplayMode` is `.always`.
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let name: String
        /// Background will use the default for the platform (on iOS: shown only during interaction, so not at rest).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Background is always displayed behind the page index view.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Background is only shown while the index view is interacted with (never in a snapshot, which is at rest).
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Background is never displayed behind the page index view.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// An index view style that places a page index view over its content, with the given background mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
