import Darkroom

/// The order-form example: a `Form` in a navigation stack with pickers, text fields, a stepper, a toggle,
/// a slider, a toolbar button and (when `showsConfirmation`) the confirmation alert, in the shape of
/// common SwiftUI tutorials.
struct OrderForm: View {
    enum Size: String, CaseIterable, Identifiable {
        case small = "Small"
        case medium = "Medium"
        case large = "Large"
        var id: String { rawValue }
    }

    var name = ""
    var address = "1 Infinite Loop"
    var flavor = "Vanilla"
    var size = Size.medium
    var quantity = 2
    var extraFrosting = true
    var sweetness = 0.6
    var showsConfirmation = false

    let flavors = ["Vanilla", "Chocolate", "Strawberry"]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Flavor", selection: .constant(flavor)) {
                        ForEach(flavors, id: \.self) { Text($0) }
                    }
                    Picker("Size", selection: .constant(size)) {
                        ForEach(Size.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Quantity: \(quantity)", value: .constant(quantity), in: 1...20)
                }
                Section("Extras") {
                    Toggle("Extra frosting", isOn: .constant(extraFrosting))
                    Slider(value: .constant(sweetness))
                }
                Section("Delivery") {
                    TextField("Name", text: .constant(name))
                    TextField("Address", text: .constant(address))
                }
                Section {
                    Button("Place Order") {}
                }
            }
            .navigationTitle("Cupcake Corner")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
            }
            .alert("Thank you!", isPresented: .constant(showsConfirmation)) {
                Button("OK") {}
            } message: {
                Text("Your order for \(quantity)× \(flavor.lowercased()) cupcakes is on its way.")
            }
        }
    }
}
