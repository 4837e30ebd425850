import DarkroomUI
import Foundation

// In the shape of Apple's Backyard Birds sample app (apple/sample-backyard-birds,
// Multiplatform/Backyards/BirdFoodPickerSheet.swift, Shop/BirdFoodQuantityBadge.swift, BackyardBirdsUI/Styles.swift):
// a sheet with a GeometryReader-sized card width, two horizontal LazyHStack carousels in a ScrollView
// (scrollTargetLayout, viewAligned target behaviour, scrollClipDisabled, content margins), a capsule
// bordered "shop" button tinted with an asset colour, and cards on `.fill.tertiary` rounded rectangles whose
// food image sits on a tertiary circle with a capsule quantity badge; the card buttons are bordered-prominent
// capsules.

extension Color {
    static let premiumBirdFood = Color("PremiumBirdFood")
}

extension ShapeStyle where Self == Color {
    static var premiumBirdFood: Color { .premiumBirdFood }
}

@Observable final class PickerBackyard {
    var name: String
    var birdFood: BirdFood?
    var foodRefillDate: Date?

    init(name: String, birdFood: BirdFood? = nil) {
        self.name = name
        self.birdFood = birdFood
    }
}

@Observable final class BirdFood: Identifiable {
    var id: String { name }
    var name: String
    var summary: String
    var symbol: String
    var isPremium: Bool
    var ownedQuantity: Int
    var priority: Int

    init(name: String, summary: String, symbol: String, isPremium: Bool = false, ownedQuantity: Int = 0, priority: Int = 0) {
        self.name = name
        self.summary = summary
        self.symbol = symbol
        self.isPremium = isPremium
        self.ownedQuantity = ownedQuantity
        self.priority = priority
    }

    // @MainActor: DarkroomUI's view modifiers are main-actor isolated (SwiftUI's are nonisolated).
    @MainActor
    var image: some View {
        Image(systemName: symbol)
            .resizable()
            .foregroundStyle(isPremium ? Color.premiumBirdFood : Color.brown)
    }

    static var samples: [BirdFood] {
        [
            BirdFood(
                name: "Nutrition Pellet", summary: "Draws in more birds than anything else.", symbol: "circle.hexagongrid.fill",
                isPremium: true, ownedQuantity: 3, priority: 2),
            BirdFood(name: "Mealworms", summary: "A favourite of bluebirds and wrens.", symbol: "ant.fill", isPremium: true, ownedQuantity: 0, priority: 1),
            BirdFood(name: "Suet Cake", summary: "Keeps woodpeckers coming back.", symbol: "square.stack.3d.up.fill", isPremium: true, ownedQuantity: 1),
            BirdFood(name: "Sunflower Seeds", summary: "Loved by finches.", symbol: "leaf.fill"),
            BirdFood(name: "Millet", summary: "Small seeds for small birds.", symbol: "circle.grid.3x3.fill"),
            BirdFood(name: "Cracked Corn", summary: "Quails and doves flock to it.", symbol: "triangle.fill"),
        ]
    }
}

struct BirdFoodStoreMetrics {
    struct Card {
        var controlSize: ControlSize = .regular
        var verticalSpacing: CGFloat = 10
        var horizontalPadding: CGFloat = 10
        var verticalPadding: CGFloat = 16
        var badgeQuantityMinWidth: CGFloat = 22
        static let card = Card()
    }

    struct Food {
        var imagePadding: CGFloat = 18
        var imageWidth: CGFloat = 90
        var imageHeight: CGFloat = 90
        var imageQuantityBadgeFont: Font = .callout
        var nameFont: Font = .headline
        var summaryFont: Font = .footnote
    }

    struct CardActionButton {
        var horizontalSpacing: CGFloat = 8
        var minWidth: CGFloat = 22
        var backgroundInset: CGFloat = -2
    }

    var card = Card()
    var food = Food()
    var cardActionButton = CardActionButton()

    static let birdFoodStore = BirdFoodStoreMetrics()
}

struct BirdFoodQuantityBadge: View {
    var count: Int

    @ScaledMetric(relativeTo: .caption) private var scale = 1.0
    private let metrics = BirdFoodStoreMetrics.Card.card

    var body: some View {
        Text(count.formatted())
            .foregroundStyle(.white)
            .fontWeight(.semibold)
            .fontDesign(.rounded)
            .padding(.vertical, 2 * scale)
            .padding(.horizontal, 4 * scale)
            .frame(minWidth: metrics.badgeQuantityMinWidth * scale)
            .background(.premiumBirdFood, in: .capsule)
    }
}

struct BirdFoodPickerSheet: View {
    var backyard: PickerBackyard
    var birdFood: [BirdFood] = BirdFood.samples

    @Environment(\.dismiss) private var dismiss
    @State private var presentingBirdFoodShop = false

    private let metrics = BirdFoodStoreMetrics.birdFoodStore

    var premiumFood: [BirdFood] {
        birdFood.filter(\.isPremium)
    }

    var otherFood: [BirdFood] {
        birdFood.filter { !$0.isPremium }
    }

    var body: some View {
        GeometryReader { geometry in
            let cardWidth: CGFloat? = geometry.size.width > 0 ? (min(geometry.size.width * 0.7, 240) - 40) : nil

            NavigationStack {
                ScrollView {
                    premiumText
                    birdFoodShopLink

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 10) {
                            ForEach(premiumFood) { food in
                                BirdFoodCard(
                                    backyard: backyard,
                                    food: food,
                                    presentingBirdFoodShop: $presentingBirdFoodShop
                                )
                                .frame(width: cardWidth)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollClipDisabled()
                    .scrollIndicators(.hidden)

                    standardText
                        .padding(.top)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 10) {
                            ForEach(otherFood) { food in
                                BirdFoodCard(
                                    backyard: backyard,
                                    food: food,
                                    presentingBirdFoodShop: .constant(false)
                                )
                                .frame(width: cardWidth)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollClipDisabled()
                    .scrollIndicators(.hidden)
                }
                .navigationTitle("Bird Food")
                .contentMargins([.top, .horizontal], 20, for: .scrollContent)
                .contentMargins(.bottom, 40, for: .scrollContent)
                .navigationDestination(isPresented: $presentingBirdFoodShop) {
                    Text("Bird Food Shop")
                }
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        doneButton
                    }
                }
            }
        }
    }

    func sectionHeader(_ text: LocalizedStringKey, comment: StaticString) -> some View {
        Text(text, comment: comment)
            .frame(maxWidth: .infinity, alignment: .leading)
            .font(.subheadline.bold())
            .foregroundStyle(.tertiary)
    }

    var doneButton: some View {
        Button("Done", action: dismiss.callAsFunction)
    }

    var premiumText: some View {
        sectionHeader("Premium", comment: "Refers to a premium bird food item versus standard bird food item.")
    }

    var standardText: some View {
        sectionHeader("Standard", comment: "Refers to a premium bird food item versus standard bird food item.")
    }

    var birdFoodShopLink: some View {
        Button {
            presentingBirdFoodShop = true
        } label: {
            HStack(spacing: 12) {
                Label("Bird Food Shop", systemImage: "storefront")
                Spacer()
                Image(systemName: "chevron.forward")
                    .imageScale(.medium)
                    .fontWeight(.semibold)
                    .foregroundStyle(.tertiary)
            }
            .imageScale(.large)
            .controlSize(metrics.card.controlSize)
        }
        .tint(.premiumBirdFood)
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
        .controlSize(.large)
    }

    struct BirdFoodCard: View {
        var backyard: PickerBackyard
        var food: BirdFood
        @Binding var presentingBirdFoodShop: Bool
        private let metrics = BirdFoodStoreMetrics.birdFoodStore

        var needsMore: Bool {
            food.isPremium && food.ownedQuantity <= 0
        }

        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(spacing: metrics.card.verticalSpacing) {
                food.image
                    .scaledToFit()
                    .padding(metrics.food.imagePadding)
                    .frame(width: metrics.food.imageWidth, height: metrics.food.imageHeight)
                    .background(.fill.tertiary, in: .circle)
                    .overlay(alignment: .bottomTrailing) {
                        if food.isPremium {
                            BirdFoodQuantityBadge(count: food.ownedQuantity)
                                .font(metrics.food.imageQuantityBadgeFont)
                                .alignmentGuide(.bottom) { $0[VerticalAlignment.center] - 10 }
                                .alignmentGuide(.trailing) { $0[.trailing] - 30 }
                        }
                    }

                VStack {
                    Text(food.name)
                        .font(metrics.food.nameFont)

                    Text(food.summary)
                        .lineLimit(2, reservesSpace: true)
                        .foregroundStyle(.secondary)
                        .font(metrics.food.summaryFont)
                }
                .multilineTextAlignment(.center)

                Button {
                    if needsMore {
                        presentingBirdFoodShop = true
                    } else {
                        withAnimation(.default.delay(0.35)) {
                            backyard.birdFood = food
                            backyard.foodRefillDate = .now
                        }
                        dismiss()
                    }
                } label: {
                    if needsMore {
                        Text("Shop", comment: "Label on button that leads to Bird Food Shop.")
                    } else if food.isPremium {
                        HStack(spacing: metrics.cardActionButton.horizontalSpacing) {
                            Text("Use", comment: "Refers to Premium Food.")
                            Text(1.formatted())
                                .font(.callout)
                                .fontWeight(.semibold)
                                .fontDesign(.rounded)
                                .frame(minWidth: metrics.cardActionButton.minWidth)
                                .foregroundStyle(.premiumBirdFood)
                                .background(.foreground, in: .capsule.inset(by: metrics.cardActionButton.backgroundInset))
                        }
                    } else {
                        Text("Choose", comment: "Refers to Standard Food.")
                    }
                }
                .controlSize(metrics.card.controlSize)
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .tint(food.isPremium ? .premiumBirdFood : nil)
            }
            .padding(.horizontal, metrics.card.horizontalPadding)
            .padding(.vertical, metrics.card.verticalPadding)
            .frame(maxWidth: .infinity)
            .background(.fill.tertiary, in: .rect(cornerRadius: 20))
        }
    }
}

#Preview {
    BirdFoodPickerSheet(backyard: PickerBackyard(name: "Maple Grove"))
}
