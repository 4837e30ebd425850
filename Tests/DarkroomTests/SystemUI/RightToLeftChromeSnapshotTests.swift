import Darkroom
import Foundation
import Testing

/// Navigation bars, toolbars, tab bars and alerts in a right-to-left environment on an iPhone 13 Pro: UIKit's
/// bars and alerts mirror under RTL (`UISemanticContentAttribute.unspecified`: "The view is flipped when
/// switching between left-to-right and right-to-left layouts"), so SwiftUI's chrome does too.
@MainActor @Suite struct RightToLeftChromeSnapshotTests {
    /// A root screen with a large title, a search field and items on both sides of the bar.
    struct Inbox: View {
        var title = "Inbox"
        var prompt = "Search mail"
        var edit = "Edit"
        var compose = "Compose"
        var body: some View {
            NavigationStack {
                List(0..<6) { Text("\($0)") }
                    .navigationTitle(title)
                    .searchable(text: .constant(""), prompt: prompt)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button(edit) {} }
                        ToolbarItem(placement: .topBarTrailing) { Button(compose) {} }
                    }
            }
        }
    }

    @Test func largeTitleSearchAndToolbarItems() {
        assertSnapshot(of: Inbox().environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
    }

    /// The same screen in Hebrew: the words are shaped right to left by script, the chrome is mirrored.
    @Test func hebrewInbox() {
        let inbox = Inbox(title: "דואר נכנס", prompt: "חיפוש", edit: "עריכה", compose: "חדש")
        assertSnapshot(of: inbox.environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
    }

    /// A pushed screen: back button, inline title, a trailing item and a bottom toolbar.
    struct Detail: View {
        var title = "Chocolate"
        var body: some View {
            NavigationStack(path: .constant([title])) {
                List {
                    NavigationLink(title, value: title)
                }
                .navigationTitle("Flavors")
                .navigationDestination(for: String.self) { flavor in
                    List {
                        Text("A rich cupcake.")
                    }
                    .navigationTitle(flavor)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Order") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Save") {} }
                    }
                }
            }
        }
    }

    @Test func pushedScreenWithBackButtonAndToolbars() {
        assertSnapshot(of: Detail().environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Detail().environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    /// An Arabic title on a pushed screen (the back button keeps the English root title).
    @Test func arabicPushedScreen() {
        assertSnapshot(of: Detail(title: "شوكولاتة").environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Home").tabItem { Text("Home") }
                Text("Search").tabItem { Text("Search") }
                Text("Settings").tabItem { Text("Settings") }
            }
        }
    }

    @Test func tabBarRunsRightToLeft() {
        assertSnapshot(of: Tabs().environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
    }

    struct DeleteAlert: View {
        var body: some View {
            List(0..<4) { Text("Draft \($0)") }
                .alert("Delete draft?", isPresented: .constant(true)) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                } message: {
                    Text("This cannot be undone.")
                }
        }
    }

    @Test func twoButtonAlertPutsCancelOnTheRight() {
        assertSnapshot(of: DeleteAlert().environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
    }
}
