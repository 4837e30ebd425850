import Darkroom
import Foundation
import Testing

/// `onDelete` and `onMove` keep their `ForEach` inspectable, as ViewInspector sees them (modifiers of the ForEach).
@MainActor
@Suite struct EditableRowsInspectionTests {
    struct Fruits: View {
        @State private var fruits = ["Apple", "Banana"]
        var body: some View {
            VStack {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test func rowsOfEditableContentAreFound() throws {
        #expect(try Fruits().inspect().find(text: "Banana").string() == "Banana")
        let host = ViewHosting.host(view: Fruits())
        #expect(try host.inspect().find(text: "Apple").string() == "Apple")
    }
}
