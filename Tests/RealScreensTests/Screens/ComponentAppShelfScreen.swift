import DarkroomUI

// An App Store-style shelf as component libraries and Kodeco's grid tutorials build it: a horizontal
// ScrollView holding a LazyHGrid of three fixed-height rows (icon, name and subtitle, a capsule
// "GET" button, a divider) under a section header with a "See All" button, then a two-column
// LazyVGrid of categories.

struct StoreApp: Identifiable {
    let id: Int
    var name: String
    var subtitle: String
    var symbol: String
    var colors: [Color]
    var hasPurchases = false
}

struct AppIcon: View {
    var app: StoreApp

    var body: some View {
        RoundedRectangle(cornerRadius: 14, style: .continuous)
            .fill(LinearGradient(colors: app.colors, startPoint: .top, endPoint: .bottom))
            .frame(width: 62, height: 62)
            .overlay {
                Image(systemName: app.symbol)
                    .font(.system(size: 28, weight: .semibold))
                    .foregroundStyle(.white)
            }
            .overlay {
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .stroke(.black.opacity(0.08), lineWidth: 0.5)
            }
    }
}

struct AppRow: View {
    var app: StoreApp
    var rank: Int

    var body: some View {
        HStack(spacing: 12) {
            AppIcon(app: app)
            Text("\(rank)")
                .font(.headline)
            VStack(alignment: .leading, spacing: 2) {
                Text(app.name)
                    .font(.body)
                    .lineLimit(1)
                Text(app.subtitle)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 4)
            VStack(spacing: 2) {
                Button("GET") {}
                    .font(.subheadline.bold())
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                    .controlSize(.small)
                if app.hasPurchases {
                    Text("In-App Purchases")
                        .font(.system(size: 8))
                        .foregroundStyle(.secondary)
                }
            }
        }
        .frame(height: 70)
        .overlay(alignment: .bottom) {
            Divider().padding(.leading, 74)
        }
    }
}

struct ComponentAppShelfScreen: View {
    let apps = [
        StoreApp(id: 0, name: "Trailhead", subtitle: "Hiking maps & routes", symbol: "map", colors: [.green, .teal]),
        StoreApp(id: 1, name: "Focus Timer", subtitle: "Deep work, one block at a time", symbol: "clock.fill", colors: [.orange, .red], hasPurchases: true),
        StoreApp(id: 2, name: "Pocket Chef", subtitle: "Recipes from your fridge", symbol: "flame.fill", colors: [.yellow, .orange]),
        StoreApp(id: 3, name: "Skyline", subtitle: "Weather radar", symbol: "cloud.rain", colors: [.cyan, .blue]),
        StoreApp(id: 4, name: "Ledger", subtitle: "Budgets without spreadsheets", symbol: "creditcard.fill", colors: [.indigo, .purple], hasPurchases: true),
        StoreApp(id: 5, name: "Bookshelf", subtitle: "Track what you read", symbol: "book.fill", colors: [.brown, .orange]),
    ]

    let rows = [
        GridItem(.fixed(70), spacing: 0),
        GridItem(.fixed(70), spacing: 0),
        GridItem(.fixed(70), spacing: 0),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    Divider().padding(.horizontal)
                    HStack(alignment: .firstTextBaseline) {
                        Text("Top Free Apps")
                            .font(.title2.bold())
                        Spacer()
                        Button("See All") {}
                    }
                    .padding(.horizontal)

                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHGrid(rows: rows, spacing: 16) {
                            ForEach(Array(apps.enumerated()), id: \.element.id) { index, app in
                                AppRow(app: app, rank: index + 1)
                                    .frame(width: 320)
                            }
                        }
                        .padding(.horizontal)
                    }

                    Divider().padding(.horizontal)
                    Text("Categories")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                        ForEach(["Games", "Travel", "Food & Drink", "Finance"], id: \.self) { category in
                            Text(category)
                                .font(.headline)
                                .frame(maxWidth: .infinity, minHeight: 56)
                                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                        }
                    }
                    .padding(.horizontal)
                }
            }
            .navigationTitle("Apps")
        }
    }
}

#Preview {
    ComponentAppShelfScreen()
}
