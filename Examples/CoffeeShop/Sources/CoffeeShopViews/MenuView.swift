/// The first screen: today's drinks; tapping one opens its order form.
public struct MenuView: View {
    let drinks: [Drink]

    public init(drinks: [Drink] = Drink.menu) {
        self.drinks = drinks
    }

    public var body: some View {
        NavigationStack {
            List {
                Section("Coffee & tea") {
                    ForEach(drinks) { drink in
                        NavigationLink(value: drink) {
                            DrinkRow(drink: drink)
                        }
                    }
                }
                Section {
                    Label("Filter coffee refills are free", systemImage: "arrow.clockwise.circle")
                } footer: {
                    Text("Prices include sales tax.")
                }
            }
            .navigationTitle("Menu")
            .navigationDestination(for: Drink.self) { drink in
                OrderForm(order: Order(drink: drink))
            }
        }
        .tint(Color("Espresso", bundle: .module))
    }
}
