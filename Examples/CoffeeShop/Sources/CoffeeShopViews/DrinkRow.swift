/// One drink in the menu list: its icon, name, description and price.
struct DrinkRow: View {
    let drink: Drink

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: drink.systemImage)
                .font(.title2)
                .foregroundStyle(Color(.espresso))
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(drink.name)
                    .font(.headline)
                Text(drink.detail, bundle: .module)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(drink.price, format: .currency(code: "USD"))
                .font(.body.monospacedDigit())
        }
        .padding(.vertical, 4)
    }
}
