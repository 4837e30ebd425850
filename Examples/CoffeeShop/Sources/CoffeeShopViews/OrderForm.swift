/// Size, extras and the name for the cup, with the running total.
public struct OrderForm: View {
    @Bindable var order: Order

    public init(order: Order) {
        self.order = order
    }

    public var body: some View {
        Form {
            Section("Size") {
                Picker("Size", selection: $order.size) {
                    ForEach(CupSize.allCases) { size in
                        Text(size.label).tag(size)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section("Extras") {
                Toggle("Oat milk", isOn: $order.oatMilk)
                Stepper("Extra shots: \(order.extraShots)", value: $order.extraShots, in: 0...3)
                Stepper("Cups: \(order.quantity)", value: $order.quantity, in: 1...10)
            }
            Section("Pick-up") {
                TextField("Name for the cup", text: $order.name)
            }
            Section {
                LabeledContent("Total") {
                    Text(order.total, format: .currency(code: "USD"))
                        .fontWeight(.semibold)
                }
                Button("Place order") {}
                    .disabled(order.name.isEmpty)
            }
        }
        .navigationTitle(order.drink.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
