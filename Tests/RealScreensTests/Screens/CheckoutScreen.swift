import DarkroomUI

// An order summary: line items with quantities, label/value rows built from HStacks,
// Dividers, currency formatting, a promo code field and a pinned Pay button.

struct CartItem: Identifiable {
    let id: Int
    var name: String
    var variant: String
    var quantity: Int
    var unitPrice: Decimal
    var color: Color

    var total: Decimal { unitPrice * Decimal(quantity) }
}

final class CheckoutModel: ObservableObject {
    @Published var items: [CartItem] = [
        CartItem(id: 1, name: "Everyday Tote", variant: "Canvas · Olive", quantity: 1, unitPrice: 48, color: .green),
        CartItem(id: 2, name: "Merino Socks", variant: "Size M · 3 pack", quantity: 2, unitPrice: 19.5, color: .gray),
        CartItem(id: 3, name: "Water Bottle", variant: "750 ml · Slate", quantity: 1, unitPrice: 32, color: .blue),
    ]
    @Published var promoCode = ""
    let shipping: Decimal = 5.99
    let taxRate: Decimal = 0.0825

    var subtotal: Decimal { items.reduce(0) { $0 + $1.total } }
    var tax: Decimal { subtotal * taxRate }
    var total: Decimal { subtotal + shipping + tax }
}

struct SummaryRow: View {
    var title: String
    var amount: Decimal
    var isEmphasized = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: "USD"))
                .monospacedDigit()
        }
        .font(isEmphasized ? .headline : .body)
        .foregroundStyle(isEmphasized ? .primary : .secondary)
    }
}

struct CheckoutScreen: View {
    @StateObject private var model = CheckoutModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(model.items) { item in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(item.color.opacity(0.3))
                                .frame(width: 60, height: 60)
                                .overlay {
                                    Image(systemName: "bag.fill")
                                        .foregroundStyle(item.color)
                                }
                            VStack(alignment: .leading, spacing: 2) {
                                Text(item.name)
                                    .font(.headline)
                                Text(item.variant)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                                Text("Qty \(item.quantity)")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(item.total, format: .currency(code: "USD"))
                                .font(.subheadline.weight(.semibold))
                        }
                        Divider()
                    }

                    HStack {
                        TextField("Promo code", text: $model.promoCode)
                            .textFieldStyle(.roundedBorder)
                        Button("Apply") {}
                            .buttonStyle(.bordered)
                            .disabled(model.promoCode.isEmpty)
                    }

                    GroupBox {
                        VStack(spacing: 10) {
                            SummaryRow(title: "Subtotal", amount: model.subtotal)
                            SummaryRow(title: "Shipping", amount: model.shipping)
                            SummaryRow(title: "Estimated tax", amount: model.tax)
                            Divider()
                            SummaryRow(title: "Total", amount: model.total, isEmphasized: true)
                        }
                    } label: {
                        Label("Order Summary", systemImage: "list.bullet.rectangle")
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                } label: {
                    Label("Pay \(model.total.formatted(.currency(code: "USD")))", systemImage: "creditcard.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding()
                .background(.regularMaterial)
            }
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    CheckoutScreen()
}
