import DarkroomUI

// A card carousel with iOS 17's scroll APIs, as Hacking with Swift ("How to make a ScrollView snap
// with paging or between child views") and Kodeco teach them: a horizontal ScrollView of a LazyHStack
// marked `.scrollTargetLayout()`, `.scrollTargetBehavior(.viewAligned)`, cards sized with
// `.containerRelativeFrame(.horizontal)` (one per screen, then two-and-a-half with count/span), and
// `.safeAreaPadding` so the neighbours peek in.

struct Destination: Identifiable {
    let id: Int
    var name: String
    var country: String
    var nights: Int
    var colors: [Color]
    var symbol: String

    static let all = [
        Destination(id: 0, name: "Lofoten", country: "Norway", nights: 5, colors: [.indigo, .cyan], symbol: "moon.fill"),
        Destination(id: 1, name: "Kyoto", country: "Japan", nights: 7, colors: [.pink, .orange], symbol: "leaf.fill"),
        Destination(id: 2, name: "Patagonia", country: "Chile", nights: 10, colors: [.teal, .green], symbol: "flame.fill"),
        Destination(id: 3, name: "Sahara", country: "Morocco", nights: 4, colors: [.orange, .yellow], symbol: "sun.max.fill"),
    ]
}

struct DestinationCard: View {
    var destination: Destination

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: destination.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: destination.symbol)
                .font(.system(size: 90))
                .foregroundStyle(.white.opacity(0.35))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(alignment: .leading, spacing: 4) {
                Text(destination.name)
                    .font(.title.bold())
                Text("\(destination.country) · \(destination.nights) nights")
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .frame(height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
    }
}

struct ComponentCarouselScreen: View {
    let destinations = Destination.all

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(destinations) { destination in
                                DestinationCard(destination: destination)
                                    .containerRelativeFrame(.horizontal)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .safeAreaPadding(.horizontal, 32)
                    .scrollIndicators(.hidden)

                    Text("Weekend ideas")
                        .font(.title2.bold())
                        .padding(.horizontal)

                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<8) { index in
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(Color(hue: Double(index) / 8, saturation: 0.5, brightness: 0.9).gradient)
                                    .frame(height: 100)
                                    .overlay(alignment: .bottomLeading) {
                                        Text("Trip \(index + 1)")
                                            .font(.headline)
                                            .foregroundStyle(.white)
                                            .padding(10)
                                    }
                                    .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .contentMargins(.horizontal, 16, for: .scrollContent)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                }
                .padding(.vertical)
            }
            .navigationTitle("Discover")
        }
    }
}

#Preview {
    ComponentCarouselScreen()
}
