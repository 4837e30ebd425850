/// A scene that shows the same view in each of its windows (SwiftUI's `WindowGroup`): on an iPhone, one window
/// filling the screen. Darkroom's strategies on `App` and `Scene` snapshot that view as a device screen.
public struct WindowGroup<Content: View>: Scene, _PrimitiveScene {
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title (shown by macOS and iPadOS window chrome, not on an iPhone) showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group with a localized title (not shown on an iPhone) showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group with a title (not shown on an iPhone) showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group with an identifier other code opens it by, showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group with a title and an identifier, showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public var body: Never { fatalError("WindowGroup has no body") }

    package var _primaryView: AnyView? { AnyView(content) }
}
