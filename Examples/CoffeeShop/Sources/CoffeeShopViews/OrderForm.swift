/// Size, extras and the name for the cup, with the running total.
public struct OrderForm: View {
    @Bindable var order: Order

    public init(order: Order) {
        self.order = order
    }

    public var body: some View {
        Form {
            Section {
                Picker(selection: $order.size) {
                    ForEach(CupSize.allCases) { size in
                        Text(size.label, bundle: .module).tag(size)
                    }
                } label: {
                    Text("Size", bundle: .module)
                }
                .pickerStyle(.segmented)
            } header: {
                Text("Size", bundle: .module)
            }
            Section {
                Toggle(isOn: $order.oatMilk) {
                    Text("Oat milk", bundle: .module)
                }
                Stepper(value: $order.extraShots, in: 0...3) {
                    Text("\(order.extraShots) extra shots", bundle: .module)
                }
                Stepper(value: $order.quantity, in: 1...10) {
                    Text("\(order.quantity) cups", bundle: .module)
                }
            } header: {
                Text("Extras", bundle: .module)
            }
            Section {
                TextField(text: $order.name) {
                    Text("Name for the cup", bundle: .module)
                }
            } header: {
                Text("Pick-up", bundle: .module)
            }
            Section {
                LabeledContent {
                    Text(order.total, format: .currency(code: "USD"))
                        .fontWeight(.semibold)
                } label: {
                    Text("Total", bundle: .module)
                }
                Button {
                } label: {
                    Text("Place order", bundle: .module)
                }
                .disabled(order.name.isEmpty)
            }
        }
        .navigationTitle(order.drink.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
