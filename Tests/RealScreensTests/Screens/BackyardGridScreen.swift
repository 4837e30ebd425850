import DarkroomUI
import Foundation

// In the shape of Apple's Backyard Birds sample app (apple/sample-backyard-birds,
// Multiplatform/Backyards/BackyardGrid.swift, BackyardGridItem.swift, BackyardBirdsUI/Backyard/BackyardSupplyGauge.swift,
// BackyardSkyView.swift): a ScrollView with an adaptive LazyVGrid and content margins, each item a
// container-shaped card (a sky gradient viewport behind a plain NavigationLink) with a material header — the
// name on `.background()` and an icon-only favourite button on a circle — and two accessory circular
// capacity gauges tinted with gradients, their labels drawn in the original layout direction.

enum BackyardSupplies {
    case food, water

    var totalDuration: TimeInterval {
        switch self {
        case .food: 60 * 60 * 24
        case .water: 60 * 60 * 12
        }
    }
}

@Observable final class GridBackyard: Identifiable {
    let id: Int
    var name: String
    var isFavorite: Bool
    var foodRemaining: TimeInterval
    var waterRemaining: TimeInterval
    var skyTop: Color
    var skyBottom: Color

    init(id: Int, name: String, isFavorite: Bool, foodRemaining: TimeInterval, waterRemaining: TimeInterval, skyTop: Color, skyBottom: Color) {
        self.id = id
        self.name = name
        self.isFavorite = isFavorite
        self.foodRemaining = foodRemaining
        self.waterRemaining = waterRemaining
        self.skyTop = skyTop
        self.skyBottom = skyBottom
    }

    func remaining(_ supplies: BackyardSupplies) -> TimeInterval {
        supplies == .food ? foodRemaining : waterRemaining
    }

    static var samples: [GridBackyard] {
        [
            GridBackyard(
                id: 1, name: "Maple Grove", isFavorite: true, foodRemaining: 60 * 60 * 18, waterRemaining: 60 * 60 * 3,
                skyTop: Color(red: 0.36, green: 0.64, blue: 0.93), skyBottom: Color(red: 0.78, green: 0.9, blue: 0.98)),
            GridBackyard(
                id: 2, name: "Cedar Hollow", isFavorite: false, foodRemaining: 60 * 60 * 5, waterRemaining: 60 * 60 * 10,
                skyTop: Color(red: 0.95, green: 0.55, blue: 0.4), skyBottom: Color(red: 0.99, green: 0.85, blue: 0.6)),
            GridBackyard(
                id: 3, name: "Willow Bend", isFavorite: false, foodRemaining: 0, waterRemaining: 60 * 60 * 7,
                skyTop: Color(red: 0.16, green: 0.2, blue: 0.45), skyBottom: Color(red: 0.45, green: 0.4, blue: 0.7)),
        ]
    }
}

/// The layered backyard artwork (floor, bird) in the shape of BackyardBirdsUI/Backyard/BackyardViewport.swift: the
/// sky behind, a separator hairline in the container's shape on top, clipped to the container shape.
struct BackyardViewport: View {
    var backyard: GridBackyard

    var body: some View {
        ZStack(alignment: .bottom) {
            Ellipse()
                .fill(Color.green.gradient)
                .frame(height: 90)
                .offset(y: 45)
            Image(systemName: "bird.fill")
                .font(.system(size: 44))
                .foregroundStyle(.white)
                .shadow(radius: 4)
                .padding(.bottom, 60)
        }
        .frame(height: 220)
        .frame(maxWidth: .infinity)
        .flipsForRightToLeftLayoutDirection(true)
        .background {
            LinearGradient(colors: [backyard.skyTop, backyard.skyBottom], startPoint: .top, endPoint: .bottom)
        }
        .overlay {
            ContainerRelativeShape()
                .strokeBorder(.separator, lineWidth: 0.5)
        }
        .clipShape(.containerRelative)
        .compositingGroup()
    }
}

struct GridSupplyGauge: View {
    var backyard: GridBackyard
    var supplies: BackyardSupplies

    @Environment(\.layoutDirection) private var originalLayoutDirection

    var body: some View {
        Gauge(value: backyard.remaining(supplies), in: 0...supplies.totalDuration) {
            gaugeLabel
                .environment(\.layoutDirection, originalLayoutDirection)
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(gaugeTint)
        .environment(\.layoutDirection, originalLayoutDirection.opposite)
    }

    @ViewBuilder
    var gaugeLabel: some View {
        switch supplies {
        case .food:
            Image(systemName: "leaf.fill")
                .foregroundStyle(.orange)
        case .water:
            Image(systemName: "drop.fill")
                .foregroundStyle(.linearGradient(colors: [.mint, .cyan], startPoint: .top, endPoint: .bottom))
                .imageScale(.small)
        }
    }

    var gaugeTint: AnyShapeStyle {
        switch supplies {
        case .food:
            AnyShapeStyle(Gradient(colors: [.orange, .pink]))
        case .water:
            AnyShapeStyle(Gradient(colors: [.cyan, .blue]))
        }
    }
}

extension LayoutDirection {
    fileprivate var opposite: LayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }
}

struct BackyardGridItem: View {
    var backyard: GridBackyard

    var body: some View {
        ZStack {
            NavigationLink(value: backyard.id) {
                BackyardViewport(backyard: backyard)
            }
            .buttonStyle(.plain)

            VStack {
                Header(backyard: backyard)
                Spacer()
                SupplyGauges(backyard: backyard)
            }
        }
        .contentShape(.containerRelative)
        .containerShape(.rect(cornerRadius: 20))
    }

    struct Header: View {
        var backyard: GridBackyard

        var body: some View {
            HStack {
                Text(backyard.name)
                    .font(.callout)
                    .padding(8)
                    .background()
                    .allowsHitTesting(false)

                Spacer()

                Button {
                    backyard.isFavorite.toggle()
                } label: {
                    Label("Favorite", systemImage: "star")
                        .symbolVariant(backyard.isFavorite ? .fill : .none)
                        .contentTransition(.symbolEffect(backyard.isFavorite ? .replace.upUp : .replace.downUp))
                        .padding(8)
                        .background(in: .circle)
                }
                .buttonStyle(.plain)
                .buttonBorderShape(.circle)
                .labelStyle(.iconOnly)
            }
            .foregroundStyle(Color.secondary)
            .backgroundStyle(.regularMaterial)
            .padding(8)
        }
    }

    struct SupplyGauges: View {
        var backyard: GridBackyard

        var body: some View {
            HStack {
                GridSupplyGauge(backyard: backyard, supplies: .food)
                    .scaleEffect(0.65)
                    .padding(8)
                    .frame(width: 44, height: 44)
                    .background(in: .circle)
                Spacer()
                GridSupplyGauge(backyard: backyard, supplies: .water)
                    .scaleEffect(0.65)
                    .padding(8)
                    .frame(width: 44, height: 44)
                    .background(in: .circle)
            }
            .padding(8)
            .backgroundStyle(.regularMaterial)
            .allowsHitTesting(false)
        }
    }
}

/// The capsule card announcing a visiting bird (Multiplatform/Backyards/NewBirdIndicatorCard.swift).
struct NewBirdIndicatorCard: View {
    var backyards: [GridBackyard] = GridBackyard.samples
    var speciesName = "Mountain Bluebird"

    var body: some View {
        if let backyard = backyards.first {
            HStack {
                Image(systemName: "bird.fill")
                    .foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                    .background(.blue.gradient, in: .circle)
                VStack(alignment: .leading) {
                    Text("\(speciesName) is visiting", comment: "Variable is a bird species")
                        .font(.headline)
                    Text("Arrived in \(backyard.name)", comment: "Variable is a backyard name")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.forward")
                    .font(.subheadline.bold())
                    .foregroundStyle(.tertiary)
                    .frame(width: 30)
            }
            .padding(12)
            .background(.fill.tertiary, in: .capsule)
            .frame(maxWidth: 400)
            .frame(maxWidth: .infinity)
        }
    }
}

struct BackyardGrid: View {
    @State private var searchText = ""
    var backyards: [GridBackyard] = GridBackyard.samples
    var presentingNewBirdIndicatorCard = true

    var body: some View {
        ScrollView {
            if presentingNewBirdIndicatorCard {
                NewBirdIndicatorCard()
            }

            LazyVGrid(columns: [.init(.adaptive(minimum: 300))]) {
                ForEach(backyards) { backyard in
                    BackyardGridItem(backyard: backyard)
                }
            }
        }
        .contentMargins([.horizontal, .bottom], 10, for: .scrollContent)
        .searchable(text: $searchText)
        .searchSuggestions {
            if searchText.isEmpty {
                Text("Maple Grove").searchCompletion("Maple Grove")
            }
        }
    }
}

#Preview {
    NavigationStack {
        BackyardGrid()
            .navigationTitle("Backyards")
    }
}
