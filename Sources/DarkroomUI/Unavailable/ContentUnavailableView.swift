import Foundation

/// An empty state: a large symbol, a title and a description centred in the space offered, as iOS 17 draws
/// `UIContentUnavailableConfiguration.empty()` — the label's icon at 48 pt in the secondary colour, its title in
/// `.title2` bold, the description in `.subheadline` and the secondary colour, centred, and the actions below.
/// Spacing (12 pt under the icon, 4 pt under the title, 16 pt above the actions), the 48-pt icon and the
/// description's font are estimated: UIKit publishes no figures for it.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from a label (its icon above its title), a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @MainActor public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                label
                    .labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == DarkroomUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled with the localized `title`, with an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { DarkroomUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled `title`, with an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { DarkroomUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled with the localized `title`, with an image from the app's assets.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { DarkroomUI.Label(title, image: name) }, description: { description })
    }

    /// An empty state titled `title`, with an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { DarkroomUI.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
{
    /// The empty state of a search without results: a magnifying glass, "No Results" and "Check the spelling or
    /// try a new search."
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        search(text: "")
    }

    /// The empty state of a search for `text` without results: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The content of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// The search empty state's label: a magnifying glass and "No Results" (for the query, when there is one).
    public nonisolated struct Label: View {
        let text: String
        @MainActor public var body: some View {
            DarkroomUI.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// The search empty state's description.
    public nonisolated struct Description: View {
        @MainActor public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// The search empty state's actions: none.
    public nonisolated struct Actions: View {
        @MainActor public var body: some View { EmptyView() }
    }
}

/// The empty state's label: the icon large and secondary above the bold `.title2` title.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}
