import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `ContentUnavailableView` as an empty inbox and an empty search.
@MainActor
@Suite struct ContentUnavailableViewTests {
    @Test func fillsTheOfferedSpaceAndCentresItsContent() throws {
        let view = ContentUnavailableView {
            box("label", 100, 40)
        } description: {
            box("description", 200, 20)
        }
        let layout = try inspect(view, width: 390, height: 600)
        #expect(layout.size == CGSize(width: 390, height: 600))
        let label = try layout.frame(of: "label"), description = try layout.frame(of: "description")
        #expect(label.midX == 195 && description.midX == 195)
        #expect(description.minY == label.maxY + 4)
        #expect(abs((label.minY + description.maxY) / 2 - 300) < 0.01)
    }

    @Test func titleIsBoldTitle2AndDescriptionSecondary() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here."))
            .frame(width: 390, height: 600)
        let title = try #require(try drawnText("No Mail", in: view))
        let description = try #require(try drawnText("New mail appears here.", in: view))
        #expect(title.color.description == "#000000FF")
        #expect(description.color.description == "#3C3C4399")
        #expect(abs(title.frame.midX - 195) < 0.5 && abs(description.frame.midX - 195) < 0.5)
        #expect(title.frame.height > description.frame.height)
    }

    @Test func searchNamesTheQuery() throws {
        // (The runs without letters — the symbol — are left out.)
        let texts = try drawnTexts(ContentUnavailableView.search(text: "Zürich").frame(width: 390, height: 600)).map(\.string).filter { $0.contains(where: \.isLetter) }
        #expect(texts == ["No Results for “Zürich”", "Check the spelling or try a new search."])
        let plain = try drawnTexts(ContentUnavailableView.search.frame(width: 390, height: 600)).map(\.string).filter { $0.contains(where: \.isLetter) }
        #expect(plain.first == "No Results")
    }
}
