import Foundation

/// How a scroll view's indicators are shown (none are drawn at rest, so every value draws the same).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Which part of a scroll view a content margin applies to.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The visibility of a scroll view's content background (`scrollContentBackground`).
struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    package var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    var contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Disables scrolling (no effect on a snapshot at rest).
    public nonisolated func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Shows or hides scroll indicators (none are drawn at rest).
    public nonisolated func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Dismisses the keyboard when scrolling (no keyboard in a snapshot).
    public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Adds margins around the content of scroll views in this view.
    public nonisolated func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let insets = EdgeInsets(edges, length ?? 16)
        return modifier(
            EnvironmentWritingModifier { env in
                if placement != .scrollIndicators { env.contentMargins = insets }
            })
    }

    /// Adds `length` of margin on every edge of the content of scroll views in this view.
    public nonisolated func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Adds margins around the content of scroll views in this view.
    public nonisolated func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                if placement != .scrollIndicators {
                    env.contentMargins = EdgeInsets(
                        top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                        bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0)
                }
            })
    }

    /// Shows or hides the background of scrollable views (lists and forms) in this view.
    public nonisolated func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether a scroll view bounces when its content fits (`scrollBounceBehavior(_:axes:)`). Bouncing is motion, so
/// a snapshot at rest draws every behaviour the same.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice (always bounces on iOS).
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Sets when scroll views in this view bounce (no effect on a snapshot at rest).
    public nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}
