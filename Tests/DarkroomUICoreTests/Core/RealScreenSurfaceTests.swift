import DarkroomUI
import Foundation
import Testing

/// A model written as SwiftUI code writes it: `@Observable` with nothing but `import DarkroomUI` (no `import Observation`).
@Observable final class ShoppingList {
    var items = ["Milk", "Eggs"]
}

/// Small pieces of SwiftUI's surface that the real-screens corpus (Tests/RealScreensTests) found missing.
@MainActor @Suite struct RealScreenSurfaceTests {
    @Test func observableCompilesAndTracksWithImportDarkroomUIAlone() {
        final class Flag: @unchecked Sendable { var raised = false }
        let list = ShoppingList()
        let changed = Flag()
        withObservationTracking {
            _ = list.items
        } onChange: {
            changed.raised = true
        }
        list.items.append("Bread")
        #expect(changed.raised)
    }

    @Test func moveFromOffsetsPlacesTheMovedElementsBeforeTheDestination() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["b", "d", "a", "c", "e"])

        var down = ["a", "b", "c", "d", "e"]
        down.move(fromOffsets: [0], toOffset: 3)
        #expect(down == ["b", "c", "a", "d", "e"])

        var toEnd = ["a", "b", "c"]
        toEnd.move(fromOffsets: [0, 1], toOffset: 3)
        #expect(toEnd == ["c", "a", "b"])

        var outOfRange = ["a", "b"]
        outOfRange.move(fromOffsets: [5], toOffset: 0)
        #expect(outOfRange == ["a", "b"])
    }

    @Test func removeAtOffsetsRemovesEachOffset() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [0, 2, 4])
        #expect(letters == ["b", "d"])
        letters.remove(atOffsets: [7])
        #expect(letters == ["b", "d"])
    }

    @Test func buttonWithSystemImageIsAButtonWithALabel() throws {
        let shorthand = try ImageRenderer(content: Button("Add", systemImage: "plus") {}.padding()).render()
        let spelledOut = try ImageRenderer(
            content: Button {
            } label: {
                Label("Add", systemImage: "plus")
            }.padding()
        ).render()
        #expect(shorthand == spelledOut)
        let plain = try ImageRenderer(content: Button("Add") {}.padding()).render()
        #expect(shorthand != plain)

        let destructive = try ImageRenderer(content: Button("Delete", systemImage: "trash", role: .destructive) {}.padding()).render()
        let destructiveSpelledOut = try ImageRenderer(
            content: Button(role: .destructive) {
            } label: {
                Label("Delete", systemImage: "trash")
            }.padding()
        ).render()
        #expect(destructive == destructiveSpelledOut)
    }

    @Test func aLabelInAToolbarShowsItsIconOnly() throws {
        let shorthand = try ImageRenderer(
            content: NavigationStack {
                Text("Albums").toolbar { Button("Add", systemImage: "plus") {} }
            }.frame(width: 390, height: 200)
        ).render()
        let iconOnly = try ImageRenderer(
            content: NavigationStack {
                Text("Albums").toolbar {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }.frame(width: 390, height: 200)
        ).render()
        #expect(shorthand == iconOnly)
        let titled = try ImageRenderer(
            content: NavigationStack {
                Text("Albums").toolbar { Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon) }
            }.frame(width: 390, height: 200)
        ).render()
        #expect(titled != iconOnly)
    }

    @Test func aVisibleDragIndicatorIsDrawnOnTheSheet() throws {
        func sheet(_ visibility: Visibility) throws -> Bitmap {
            try ImageRenderer(
                content: Color.white.frame(width: 390, height: 844).sheet(isPresented: .constant(true)) {
                    Text("Sheet").presentationDetents([.medium, .large]).presentationDragIndicator(visibility)
                }
            ).render()
        }
        #expect(try sheet(.visible) != sheet(.hidden))
        #expect(try sheet(.automatic) == sheet(.hidden))
    }

    @Test func aDisabledButtonDrawsItsLabelInTertiaryLabel() throws {
        let disabled = try ImageRenderer(content: Button("Send") {}.disabled(true).padding()).render()
        let grey = try ImageRenderer(content: Button("Send") {}.foregroundStyle(Color(uiColor: .tertiaryLabel)).padding()).render()
        let enabled = try ImageRenderer(content: Button("Send") {}.padding()).render()
        #expect(disabled == grey)
        #expect(disabled != enabled)
    }
}
