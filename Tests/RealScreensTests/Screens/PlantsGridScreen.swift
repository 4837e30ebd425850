import DarkroomUI
import Foundation

// In the shape of Apple's Backyard Birds sample app (apple/sample-backyard-birds,
// Multiplatform/Plants/PlantsNavigationStack.swift, PlantsSearchResults.swift, PlantSummaryRow.swift): a
// NavigationStack whose ScrollView holds an adaptive LazyVGrid (110-pt minimum, top-aligned items, 20-pt
// spacing) with 20-pt content margins and a search field; each plant is artwork padded, pushed down with a
// negative bottom padding, clipped to a circle over a tertiary-fill circle, above its callout name.

struct GardenPlant: Identifiable {
    let id: Int
    var speciesName: String
    var symbol: String
    var color: Color
    var creationDate: Date

    static let samples: [GardenPlant] = [
        GardenPlant(id: 1, speciesName: "Lavender", symbol: "camera.macro", color: .purple, creationDate: Date(timeIntervalSince1970: 1)),
        GardenPlant(id: 2, speciesName: "Common Sunflower", symbol: "sun.max.fill", color: .yellow, creationDate: Date(timeIntervalSince1970: 2)),
        GardenPlant(id: 3, speciesName: "Red Maple", symbol: "leaf.fill", color: .red, creationDate: Date(timeIntervalSince1970: 3)),
        GardenPlant(id: 4, speciesName: "Fern", symbol: "leaf", color: .green, creationDate: Date(timeIntervalSince1970: 4)),
        GardenPlant(id: 5, speciesName: "Blue Spruce", symbol: "tree.fill", color: .teal, creationDate: Date(timeIntervalSince1970: 5)),
        GardenPlant(id: 6, speciesName: "Wild Bergamot", symbol: "camera.macro", color: .pink, creationDate: Date(timeIntervalSince1970: 6)),
        GardenPlant(id: 7, speciesName: "Black-Eyed Susan", symbol: "sun.max", color: .orange, creationDate: Date(timeIntervalSince1970: 7)),
    ]
}

/// The layered plant artwork: a stem with the plant's symbol on top, taller than wide so it reaches the bottom.
struct ComposedPlant: View {
    var plant: GardenPlant

    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: plant.symbol)
                .resizable()
                .scaledToFit()
                .foregroundStyle(plant.color.gradient)
                .frame(width: 56, height: 56)
            Capsule()
                .fill(.green)
                .frame(width: 6, height: 44)
        }
        .frame(maxWidth: .infinity)
    }
}

struct PlantSummaryRow: View {
    var plant: GardenPlant

    var body: some View {
        VStack {
            ComposedPlant(plant: plant)
                .padding(4)
                .padding(.bottom, -20)
                .clipShape(.circle)
                .background(.fill.tertiary, in: .circle)
                .padding(.horizontal, 10)

            VStack {
                Text(plant.speciesName)
                    .font(.callout)
            }
            .multilineTextAlignment(.center)
        }
    }
}

struct PlantsSearchResults: View {
    @Binding var searchText: String
    var plants: [GardenPlant] = GardenPlant.samples.sorted { $0.creationDate < $1.creationDate }

    var body: some View {
        if $searchText.wrappedValue.isEmpty {
            ForEach(plants) { plant in
                PlantSummaryRow(plant: plant)
            }
        } else {
            ForEach(
                plants.filter {
                    $0.speciesName.contains($searchText.wrappedValue)
                },
                content: {
                    PlantSummaryRow(plant: $0)
                })
        }
    }
}

struct PlantsNavigationStack: View {
    @State var searchText = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), alignment: .top)], spacing: 20) {
                    PlantsSearchResults(searchText: $searchText)
                }
            }
            .searchable(text: $searchText)
            .contentMargins(20, for: .scrollContent)
            .navigationTitle("Plants")
        }
    }
}

#Preview {
    PlantsNavigationStack()
}
