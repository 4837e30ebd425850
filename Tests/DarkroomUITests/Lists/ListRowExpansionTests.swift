import DarkroomUI
import Foundation
import Testing

/// SwiftUI's row rule: every top-level view of a list's content is a row, after flattening `ForEach`,
/// `Group` and tuples — including the views of a custom row's body.
@MainActor @Suite struct ListRowExpansionTests {
    /// A row view whose body is two views, as in many tutorials' contact and settings rows.
    struct ContactRow: View {
        let index: Int
        var body: some View {
            Text("Name \(index)").accessibilityIdentifier("name\(index)")
            Text("Phone \(index)").accessibilityIdentifier("phone\(index)")
        }
    }

    /// Plain list rows start at the top safe area (47) and are 44 pt each; a 16-pt line is centred (+14).
    @Test func aRowViewWhoseBodyIsTwoViewsIsTwoRows() throws {
        let layout = try inspectOnIPhone13Pro(List(0..<3, id: \.self) { ContactRow(index: $0) }.listStyle(.plain))
        #expect(try layout.frame(of: "name0").minY == 47 + 14)
        #expect(try layout.frame(of: "phone0").minY == 47 + 44 + 14)
        #expect(try layout.frame(of: "name1").minY == 47 + 2 * 44 + 14)
        #expect(try layout.frame(of: "phone2").minY == 47 + 5 * 44 + 14)
        #expect(try layout.frame(of: "name0").minX == 20)
        #expect(try layout.frame(of: "phone0").minX == 20)
    }

    @Test func aForEachBodyWithTwoViewsIsTwoRowsPerElement() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                ForEach(0..<2, id: \.self) { index in
                    Text("Title \(index)").accessibilityIdentifier("title\(index)")
                    Text("Detail \(index)").accessibilityIdentifier("detail\(index)")
                }
            }.listStyle(.plain))
        #expect(try layout.frame(of: "title0").minY == 47 + 14)
        #expect(try layout.frame(of: "detail0").minY == 47 + 44 + 14)
        #expect(try layout.frame(of: "title1").minY == 47 + 88 + 14)
        #expect(try layout.frame(of: "detail1").minY == 47 + 132 + 14)
    }

    /// In an inset-grouped section (card at 47 + 35 = 82) the rows of a two-view row view follow each
    /// other in the card, inset 16 + 20.
    @Test func rowViewsInASectionExpandToo() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                Section {
                    ForEach(0..<2, id: \.self) { ContactRow(index: $0) }
                }
            })
        #expect(try layout.frame(of: "name0").origin == CGPoint(x: 40, y: 82 + 14))
        #expect(try layout.frame(of: "phone0").origin == CGPoint(x: 40, y: 82 + 44 + 14))
        #expect(try layout.frame(of: "phone1").origin == CGPoint(x: 40, y: 82 + 3 * 44 + 14))
    }

    /// Rows that are empty on some elements (`if`) take no room, and the expansion stays lazy: 100,000
    /// two-view rows place about a screenful.
    @Test func expansionStaysLazyAndSkipsEmptyElements() throws {
        struct MaybeRow: View {
            let index: Int
            var body: some View {
                if index % 2 == 0 { Text("Even \(index)").accessibilityIdentifier("row\(index)") }
            }
        }
        let sparse = try inspectOnIPhone13Pro(List(0..<6, id: \.self) { MaybeRow(index: $0) }.listStyle(.plain))
        #expect(try sparse.frame(of: "row0").minY == 47 + 14)
        #expect(try sparse.frame(of: "row2").minY == 47 + 44 + 14)
        #expect(try sparse.frame(of: "row4").minY == 47 + 88 + 14)
        let large = try inspectOnIPhone13Pro(List(0..<100_000, id: \.self) { ContactRow(index: $0) })
        let placed = large.identifiers.filter { $0.hasPrefix("name") || $0.hasPrefix("phone") }.count
        #expect(placed > 10 && placed < 30)
    }
}
