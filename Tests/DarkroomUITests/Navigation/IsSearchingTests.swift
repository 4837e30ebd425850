import DarkroomUI
import Foundation
import Testing

/// `\.isSearching` at rest: the search field has not been tapped, so a screen shows its browsing content.
@MainActor
@Suite struct IsSearchingTests {
    struct Recipes: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                ResultsOrBrowse().navigationTitle("Recipes").searchable(text: $query)
            }
        }
    }

    struct ResultsOrBrowse: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View {
            if isSearching { Text("Search results") } else { Text("Popular this week") }
        }
    }

    @Test func aSearchableScreenAtRestShowsItsBrowsingContent() throws {
        let searched = try ImageRenderer(content: Recipes()).render()
        let browsing = try ImageRenderer(
            content: NavigationStack { Text("Popular this week").navigationTitle("Recipes").searchable(text: .constant("")) }
        ).render()
        #expect(searched == browsing)
        #expect(!EnvironmentValues().isSearching)
    }
}
