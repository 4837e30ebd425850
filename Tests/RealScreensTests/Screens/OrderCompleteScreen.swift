import DarkroomUI
import Foundation

// In the shape of Apple's Food Truck sample app (apple/sample-food-truck, App/Orders/OrderCompleteView.swift):
// the sheet shown when an order completes — its own NavigationStack, a donut box drawn from shapes (lid open
// or closed, offset by a bounce), a headline and a secondary line of count, bullet and time, a confirmation
// "Done" item, `@AppStorage` review bookkeeping and `@Environment(\.dismiss)`.

struct DonutBoxView<Content: View>: View {
    var isOpen: Bool
    @ViewBuilder var content: Content

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            // The sample's box starts open (`isOpen` is its `boxClosed` state, false at first) and closes over the donut.
            let lidUp = !isOpen
            ZStack(alignment: .bottom) {
                // The box's base.
                RoundedRectangle(cornerRadius: width * 0.06, style: .continuous)
                    .fill(Color(red: 0.95, green: 0.86, blue: 0.72))
                    .frame(height: width * 0.45)
                    .overlay(alignment: .top) {
                        Rectangle()
                            .fill(Color(red: 0.85, green: 0.72, blue: 0.55))
                            .frame(height: width * 0.04)
                    }

                content
                    .frame(width: width * 0.5, height: width * 0.5)
                    .offset(y: -width * 0.2)
                    .opacity(lidUp ? 1 : 0)

                // The lid: up behind the box while the donut is shown, or closed on top of it.
                RoundedRectangle(cornerRadius: width * 0.06, style: .continuous)
                    .fill(Color(red: 0.98, green: 0.52, blue: 0.62).gradient)
                    .frame(height: lidUp ? width * 0.45 : width * 0.12)
                    .overlay {
                        Text("DONUTS")
                            .font(.system(size: width * 0.07, weight: .black, design: .rounded))
                            .foregroundStyle(.white)
                            .opacity(lidUp ? 0 : 1)
                    }
                    .offset(y: lidUp ? -width * 0.45 : -width * 0.42)
                    .zIndex(lidUp ? -1 : 1)
            }
            .frame(width: width, height: proxy.size.height, alignment: .bottom)
        }
    }
}

struct OrderCompleteView: View {
    @AppStorage("versionPromptedForReview") private var versionPromptedForReview: String?
    @AppStorage("datePromptedForReview") private var datePromptedForReview: TimeInterval?

    @State private var boxClosed = false
    @State private var boxBounce = false

    var order: TruckOrder
    /// The time shown (the sample shows `Date.now`; a snapshot pins it).
    var now = Date(timeIntervalSince1970: 1_700_000_000)

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                DonutBoxView(isOpen: boxClosed) {
                    TruckDonutView(donut: order.donuts.first!)
                }
                .offset(y: boxBounce ? 15 : 0)
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: 300)
                .onTapGesture {
                    withAnimation(.spring(response: 0.35, dampingFraction: 1)) {
                        boxClosed.toggle()
                    }
                }

                Text("\(order.id) completed!")
                    .font(.headline)
                HStack(spacing: 4) {
                    Text("\(order.totalSales.formatted()) donuts")
                    Text("•")
                    Text(now, format: .dateTime.hour().minute())
                }
                .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle(order.id)
            .toolbar {
                ToolbarItemGroup(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
        }
    }
}

/// The orders screen with the completion sheet presented, as Food Truck shows it after the last step.
struct OrderCompletePresentedPreview: View {
    @State private var completedOrder: TruckOrder? = .preview

    var body: some View {
        NavigationStack {
            TruckOrdersView(model: FoodTruckModel())
        }
        .sheet(item: $completedOrder) { order in
            OrderCompleteView(order: order)
        }
    }
}

#Preview {
    OrderCompleteView(order: .preview)
}
