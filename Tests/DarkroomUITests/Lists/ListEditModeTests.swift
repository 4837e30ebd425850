import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// A list in edit mode: rows of `onDelete` content show the red delete control at the leading edge (their
/// content moved 38 pt toward the trailing edge), rows of `onMove` content the reorder control at the
/// trailing edge; `EditButton` reads "Done"; `@Environment(\.editMode)` is the binding that was set.
@MainActor @Suite struct ListEditModeTests {
    struct Fruit: View {
        var editMode: EditMode
        var body: some View {
            List {
                Section {
                    ForEach(["Apple", "Banana"], id: \.self) { Text($0).accessibilityIdentifier($0) }
                        .onDelete { _ in }
                        .onMove { _, _ in }
                }
                Section {
                    ForEach(["Cherry"], id: \.self) { Text($0).accessibilityIdentifier($0) }
                        .onMove { _, _ in }
                    ForEach(["Date"], id: \.self) { Text($0).deleteDisabled(true).accessibilityIdentifier($0) }
                        .onDelete { _ in }
                    Text("Static").accessibilityIdentifier("Static")
                }
            }
            .environment(\.editMode, .constant(editMode))
        }
    }

    /// Inset grouped on a 390-pt screen: cards at x 20…370, row content from x 40 (20-pt inset).
    @Test func deletableRowsMoveTowardTheTrailingEdgeInEditMode() throws {
        let resting = try inspectOnIPhone13Pro(Fruit(editMode: .inactive))
        let editing = try inspectOnIPhone13Pro(Fruit(editMode: .active))
        #expect(try resting.frame(of: "Apple").minX == 40)
        #expect(try editing.frame(of: "Apple").minX == 40 + 38)
        #expect(try editing.frame(of: "Banana").minX == 40 + 38)
        // Only moving: not shifted (no delete control); delete disabled: not shifted; static rows: unchanged.
        #expect(try editing.frame(of: "Cherry").minX == 40)
        #expect(try editing.frame(of: "Date").minX == 40)
        #expect(try editing.frame(of: "Static").minX == 40)
        // Rows keep their vertical positions (the controls fit in a 44-pt row).
        #expect(try editing.frame(of: "Banana").minY == resting.frame(of: "Banana").minY)
        #expect(try editing.frame(of: "Static").minY == resting.frame(of: "Static").minY)
    }

    @Test func transientEditingIsEditing() throws {
        #expect(EditMode.transient.isEditing && EditMode.active.isEditing && !EditMode.inactive.isEditing)
        let transient = try inspectOnIPhone13Pro(Fruit(editMode: .transient))
        #expect(try transient.frame(of: "Apple").minX == 78)
    }

    /// Renders at 1× on the iPhone 13 Pro's screen.
    private func render<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Rendered {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return try Rendered(
            view
                ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
                .frame(width: 390, height: 763)
                .padding(insets)
                .background(Color.white), colorScheme: colorScheme)
    }

    struct OneRow: View {
        var body: some View {
            List {
                ForEach(["Apple"], id: \.self) { Text($0).frame(height: 22) }
                    .onDelete { _ in }
                    .onMove { _, _ in }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    /// The first row of an inset grouped list: 35 pt below the top safe area (y 82…126, centre 104). The delete
    /// circle is 22 pt at x 36…58 (centre 47); the reorder lines 17 pt wide ending 16 pt before the card's edge
    /// (x 337…354), the middle one across y 104.
    @Test func theDeleteControlIsAWhiteMinusOnARedCircle() throws {
        let light = try render(OneRow())
        #expect(light.matches(47, 96, [255, 59, 48, 255], tolerance: 2), "red circle: \(light[x: 47, y: 96])")
        #expect(light.matches(47, 112, [255, 59, 48, 255], tolerance: 2), "red circle: \(light[x: 47, y: 112])")
        #expect(light.matches(47, 104, [255, 255, 255, 255], tolerance: 30), "white minus: \(light[x: 47, y: 104])")
        #expect(light.matches(43, 104, [255, 255, 255, 255], tolerance: 30), "white minus: \(light[x: 43, y: 104])")
        // Outside the circle: the card's white.
        #expect(light.matches(32, 104, [255, 255, 255, 255], tolerance: 2), "\(light[x: 32, y: 104])")
        let dark = try render(OneRow(), colorScheme: .dark)
        #expect(dark.matches(47, 96, [255, 69, 58, 255], tolerance: 2), "dark mode's red: \(dark[x: 47, y: 96])")
    }

    @Test func theReorderControlIsThreeGreyLinesAtTheTrailingEdge() throws {
        let light = try render(OneRow())
        var inked = 0
        for y in 96...112 where light[x: 345, y: y][0] < 240 { inked += 1 }
        // Three 1.5-pt lines at 1×: at least three and at most six rows of pixels carry ink.
        #expect((3...6).contains(inked), "rows with ink: \(inked)")
        #expect(light[x: 345, y: 104][0] < 240 && light[x: 345, y: 104][0] > 150, "grey: \(light[x: 345, y: 104])")
        // Not beyond the control.
        #expect(light.matches(358, 104, [255, 255, 255, 255], tolerance: 2))
        #expect(light.matches(333, 104, [255, 255, 255, 255], tolerance: 2))
    }

    @Test func noControlsOutsideEditMode() throws {
        let resting = try render(
            List {
                ForEach(["Apple"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
            })
        #expect(resting.matches(47, 96, [255, 255, 255, 255], tolerance: 0))
        #expect(resting.matches(345, 104, [255, 255, 255, 255], tolerance: 0))
    }

    /// Right to left, the delete control is at the right and the reorder control at the left, as UIKit's
    /// table flips them.
    @Test func controlsChangeSidesRightToLeft() throws {
        let rtl = try render(OneRow().environment(\.layoutDirection, .rightToLeft))
        #expect(rtl.matches(390 - 47, 96, [255, 59, 48, 255], tolerance: 2), "\(rtl[x: 343, y: 96])")
        #expect(rtl[x: 390 - 345, y: 104][0] < 240, "\(rtl[x: 45, y: 104])")
    }

    // MARK: Selection

    struct Inbox: View {
        struct Message: Identifiable {
            let id: Int
            let subject: String
        }
        let messages = [Message(id: 1, subject: "Lunch"), Message(id: 2, subject: "Invoice"), Message(id: 3, subject: "Trip")]
        var selection: Set<Int>
        var editMode: EditMode
        var body: some View {
            List(messages, selection: .constant(selection)) { message in
                Text(message.subject).frame(height: 22).accessibilityIdentifier(message.subject)
            }
            .environment(\.editMode, .constant(editMode))
        }
    }

    /// Rows at y 82…126, 126…170, 170…214 (centres 104, 148, 192).
    @Test func multipleSelectionInEditModeShowsCirclesAndHighlightsTheSelectedRows() throws {
        let layout = try inspectOnIPhone13Pro(Inbox(selection: [2], editMode: .active))
        #expect(try layout.frame(of: "Lunch").minX == 78)
        let image = try render(Inbox(selection: [2], editMode: .active))
        // Unselected row: an empty grey ring, the card's white inside, no highlight.
        #expect(image.matches(47, 104, [255, 255, 255, 255], tolerance: 0), "\(image[x: 47, y: 104])")
        #expect(image[x: 47, y: 94][0] < 235, "ring: \(image[x: 47, y: 94])")
        #expect(image.matches(200, 90, [255, 255, 255, 255], tolerance: 0), "\(image[x: 200, y: 90])")
        // Selected row: a tinted circle (system blue) and the systemGray4 row background.
        #expect(image.matches(47, 140, [0, 122, 255, 255], tolerance: 2), "\(image[x: 47, y: 140])")
        #expect(image.matches(200, 134, [209, 209, 214, 255], tolerance: 1), "\(image[x: 200, y: 134])")
        // Not in edit mode: a multiple selection draws nothing on iPhone.
        let resting = try render(Inbox(selection: [2], editMode: .inactive))
        #expect(resting.matches(200, 134, [255, 255, 255, 255], tolerance: 0), "\(resting[x: 200, y: 134])")
        #expect(resting.matches(47, 140, [255, 255, 255, 255], tolerance: 0))
        #expect(try inspectOnIPhone13Pro(Inbox(selection: [2], editMode: .inactive)).frame(of: "Lunch").minX == 40)
    }

    @Test func aSingleSelectionHighlightsItsRowWithoutCircles() throws {
        struct Picker: View {
            @State private var choice: String? = "Medium"
            var body: some View {
                List(["Small", "Medium", "Large"], id: \.self, selection: $choice) { Text($0).frame(height: 22) }
            }
        }
        let image = try render(Picker())
        #expect(image.matches(200, 134, [209, 209, 214, 255], tolerance: 1), "\(image[x: 200, y: 134])")
        #expect(image.matches(200, 90, [255, 255, 255, 255], tolerance: 0), "\(image[x: 200, y: 90])")
        #expect(image.matches(47, 140, [209, 209, 214, 255], tolerance: 1), "no circle: \(image[x: 47, y: 140])")
        // A row's `.tag` is its selection value too.
        struct Tagged: View {
            var body: some View {
                List(selection: .constant(Optional("b"))) {
                    Text("A").frame(height: 22).tag("a")
                    Text("B").frame(height: 22).tag("b")
                }
            }
        }
        let tagged = try render(Tagged())
        #expect(tagged.matches(200, 134, [209, 209, 214, 255], tolerance: 1), "\(tagged[x: 200, y: 134])")
        #expect(tagged.matches(200, 90, [255, 255, 255, 255], tolerance: 0))
    }

    // MARK: The environment value

    struct ReadsEditMode: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text(editMode == nil ? "none" : editMode!.wrappedValue.isEditing ? "editing" : "not editing")
        }
    }

    @Test func theEnvironmentHoldsTheBindingThatWasSet() throws {
        let set = try ImageRenderer(content: ReadsEditMode().environment(\.editMode, .constant(.active))).displayList()
        #expect(set.texts == ["editing"])
        let none = try ImageRenderer(content: ReadsEditMode()).displayList()
        #expect(none.texts == ["none"])
        // A navigation stack gives each screen an edit mode, inactive at first.
        let stack = try ImageRenderer(content: NavigationStack { ReadsEditMode() }.frame(width: 390, height: 400)).displayList()
        #expect(stack.texts == ["not editing"])
    }

    @Test func editButtonReadsDoneWhileEditing() throws {
        let done = try ImageRenderer(content: EditButton().environment(\.editMode, .constant(.active))).displayList()
        #expect(done.texts == ["Done"])
        let edit = try ImageRenderer(content: EditButton()).displayList()
        #expect(edit.texts == ["Edit"])
    }
}

extension DisplayList {
    /// The strings of the text items, in drawing order.
    var texts: [String] {
        items.compactMap { if case .text(let text) = $0 { text.string } else { nil } }
    }
}

extension Rendered: @preconcurrency CustomTestStringConvertible {
    /// A failed expectation names the image's size instead of printing every pixel.
    package var testDescription: String { "Rendered(\(bitmap.width) × \(bitmap.height))" }
}
