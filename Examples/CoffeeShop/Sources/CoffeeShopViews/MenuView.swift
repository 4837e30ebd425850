/// The first screen: today's drinks; tapping one opens its order form.
public struct MenuView: View {
    let drinks: [Drink]

    public init(drinks: [Drink] = Drink.menu) {
        self.drinks = drinks
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(drinks) { drink in
                        NavigationLink(value: drink) {
                            DrinkRow(drink: drink)
                        }
                    }
                } header: {
                    Text("Coffee & tea", bundle: .module)
                }
                Section {
                    Label {
                        Text("Filter coffee refills are free", bundle: .module)
                    } icon: {
                        Image(systemName: "arrow.clockwise.circle")
                    }
                } footer: {
                    Text("\(drinks.count) drinks today. Prices include sales tax.", bundle: .module)
                }
            }
            .navigationTitle(Text("Menu", bundle: .module))
            .navigationDestination(for: Drink.self) { drink in
                OrderForm(order: Order(drink: drink))
            }
        }
        .tint(Color(.espresso))
    }
}
