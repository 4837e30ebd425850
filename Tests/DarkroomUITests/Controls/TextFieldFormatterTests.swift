import DarkroomUI
import Foundation
import Testing

/// `TextField(_:value:formatter:)` shows the formatted value, and an editable navigation title shows the binding's.
@MainActor
@Suite struct TextFieldFormatterTests {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    struct TipForm: View {
        @State private var bill = 1234.5
        var body: some View {
            Form {
                TextField("Bill", value: $bill, formatter: TipForm.formatter)
            }
        }
        static var formatter: NumberFormatter { TextFieldFormatterTests.currency }
    }

    @Test func theFieldShowsTheFormattedValue() throws {
        let formatted = try ImageRenderer(content: TipForm()).render()
        let typed = try ImageRenderer(content: Form { TextField("Bill", text: .constant("1,234.5")) }).render()
        #expect(formatted == typed)
    }

    @Test func aValueTheFormatterCannotShowLeavesThePlaceholder() throws {
        let formatter = DateFormatter()
        let field = TextField("Due date", value: .constant("not a date"), formatter: formatter)
        #expect(try ImageRenderer(content: field).render() == ImageRenderer(content: TextField("Due date", text: .constant(""))).render())
    }

    @Test func anEditableTitleShowsTheBindingsValue() throws {
        struct Document: View {
            @State private var name = "Trip to Lisbon"
            var body: some View {
                NavigationStack {
                    List { Text("Flights") }
                        .navigationTitle($name)
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let fixed = NavigationStack {
            List { Text("Flights") }.navigationTitle("Trip to Lisbon").navigationBarTitleDisplayMode(.inline)
        }
        #expect(try ImageRenderer(content: Document()).render() == ImageRenderer(content: fixed).render())
    }
}
