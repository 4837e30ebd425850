import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// A road-name label as ferrostar's `CurrentRoadNameView` writes it: no name, no label (its body is an `if`).
private struct RoadNameLabel: View {
    let name: String?

    var body: some View {
        if let name, !name.isEmpty {
            Text(name)
                .padding(12)
                .background(Color.blue)
                .clipShape(Capsule())
        }
    }
}

/// Modifiers of a view whose content is empty (issue 23, found by the fidelity suite: ferrostar's
/// `testDefaultCurrentRoadViewBlank`, where iOS draws the test's 430 × 932 green frame around a label with no name).
@MainActor @Suite struct EmptyContentModifierTests {
    @Test func aFrameAroundAnEmptyBodyIsDrawnWithItsBackground() throws {
        let renderer = ImageRenderer(content: RoadNameLabel(name: "").frame(width: 43, height: 93).background(Color.green))
        let bitmap = try renderer.render()
        #expect(bitmap.width == 43 && bitmap.height == 93)
        // Every pixel is the background's green: sample the corners and the centre.
        let green = Array(try ImageRenderer(content: Color.green.frame(width: 1, height: 1)).render().pixels[0..<4])
        for (x, y) in [(0, 0), (42, 0), (0, 92), (42, 92), (21, 46)] {
            let index = (y * bitmap.width + x) * 4
            #expect(Array(bitmap.pixels[index..<index + 4]) == green, "pixel (\(x), \(y))")
        }
    }

    @Test func theEmptyViewInsideTheFrameHasNoSize() throws {
        let layout = try inspect(RoadNameLabel(name: nil).frame(width: 40, height: 30))
        #expect(layout.size == CGSize(width: 40, height: 30))
    }

    @Test func aLabelWithANameIsUnchangedByTheRule() throws {
        let layout = try inspect(RoadNameLabel(name: "Sesame Street").frame(width: 200, height: 60))
        #expect(layout.size == CGSize(width: 200, height: 60))
    }

    @Test func amongAStacksChildrenAnEmptyContentHasNothingToModify() throws {
        let stack = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            RoadNameLabel(name: nil).frame(width: 100, height: 100)
            EmptyView().frame(width: 100, height: 100)
        }
        #expect(try inspect(stack).size == CGSize(width: 10, height: 10))
    }

    @Test func anEmptyViewWithoutModifiersStillHasNothingToRender() {
        #expect(throws: ImageRendererError.emptySize(.zero)) { try ImageRenderer(content: EmptyView()).render() }
    }
}
