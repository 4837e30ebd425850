import DarkroomUI

// A recipe browser: NavigationStack with value-based links and navigationDestination,
// rows with a thumbnail, title and secondary text, and a search field.

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var cuisine: String
    var minutes: Int
    var symbol: String
    var tint: Color
    var isFavorite = false

    static let samples: [Recipe] = [
        Recipe(name: "Shakshuka", cuisine: "North African", minutes: 35, symbol: "frying.pan", tint: .red, isFavorite: true),
        Recipe(name: "Pad Thai", cuisine: "Thai", minutes: 30, symbol: "fork.knife", tint: .orange),
        Recipe(name: "Margherita Pizza", cuisine: "Italian", minutes: 90, symbol: "flame", tint: .green),
        Recipe(name: "Miso Soup", cuisine: "Japanese", minutes: 15, symbol: "cup.and.saucer", tint: .brown, isFavorite: true),
        Recipe(name: "Tacos al Pastor", cuisine: "Mexican", minutes: 60, symbol: "leaf", tint: .pink),
        Recipe(name: "Butter Chicken", cuisine: "Indian", minutes: 50, symbol: "carrot", tint: .yellow),
    ]
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(recipe.tint.gradient)
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: recipe.symbol)
                        .font(.title2)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.cuisine) · \(recipe.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if recipe.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .imageScale(.small)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View {
        Text(recipe.name).navigationTitle(recipe.name)
    }
}

struct RecipeListScreen: View {
    @State private var recipes = Recipe.samples
    @State private var searchText = ""

    var filteredRecipes: [Recipe] {
        if searchText.isEmpty { return recipes }
        return recipes.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filteredRecipes) { recipe in
                NavigationLink(value: recipe) {
                    RecipeRow(recipe: recipe)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .searchable(text: $searchText, prompt: "Search recipes")
        }
    }
}

#Preview {
    RecipeListScreen()
}
