import Darkroom
import Foundation
import Testing

/// Tab views as apps write them, on an iPhone 13 Pro in light and dark mode: a four-tab app with `Label` items
/// (icons above titles) and a paged onboarding with its page dots.
@MainActor @Suite struct TabSnapshotTests {
    struct Recipe: Identifiable {
        let id: Int
        let name: String
        let minutes: Int
    }

    struct RecipesApp: View {
        @State private var selection = 0
        let recipes = [
            Recipe(id: 0, name: "Tomato soup", minutes: 25), Recipe(id: 1, name: "Pad thai", minutes: 30),
            Recipe(id: 2, name: "Shakshuka", minutes: 35), Recipe(id: 3, name: "Risotto", minutes: 40),
            Recipe(id: 4, name: "Banana bread", minutes: 70),
        ]

        var body: some View {
            TabView(selection: $selection) {
                NavigationStack {
                    List(recipes) { recipe in
                        HStack {
                            Text(recipe.name)
                            Spacer()
                            Text("\(recipe.minutes) min").foregroundStyle(.secondary)
                        }
                    }
                    .navigationTitle("Recipes")
                }
                .tabItem { Label("Recipes", systemImage: "book") }
                .tag(0)

                NavigationStack {
                    Text("Search recipes")
                        .navigationTitle("Search")
                }
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(1)

                NavigationStack {
                    Text("No favourites yet")
                        .navigationTitle("Favourites")
                }
                .tabItem { Label("Favourites", systemImage: "heart") }
                .tag(2)

                NavigationStack {
                    Text("Settings")
                        .navigationTitle("Settings")
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(3)
            }
        }
    }

    @Test func fourTabApp() {
        assertSnapshot(of: RecipesApp(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: RecipesApp(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct OnboardingPage: Identifiable {
        let id: Int
        let symbol: String
        let title: String
        let message: String
    }

    struct Onboarding: View {
        let pages = [
            OnboardingPage(
                id: 0, symbol: "leaf.fill", title: "Cook with the seasons",
                message: "Recipes that follow what is fresh at the market this week."),
            OnboardingPage(
                id: 1, symbol: "cart.fill", title: "Shop in one list",
                message: "Ingredients from every recipe gathered into one list."),
            OnboardingPage(
                id: 2, symbol: "bell.fill", title: "Never miss a timer",
                message: "Reminders for every step that needs watching."),
        ]

        var body: some View {
            TabView {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.tint)
                        Text(page.title)
                            .font(.title.bold())
                        Text(page.message)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .padding(32)
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }

    @Test func pagedOnboarding() {
        assertSnapshot(of: Onboarding(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Onboarding(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}
