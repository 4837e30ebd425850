import Darkroom
import Foundation
import Testing

/// A list in edit mode as iOS 17 draws it on an iPhone 13 Pro: red delete controls at the leading edge,
/// reorder grips at the trailing edge, and the toolbar's `EditButton` reading "Done".
@MainActor @Suite struct ListEditModeSnapshotTests {
    /// A shopping list as tutorials write it: deletable and movable rows, an `EditButton` in the toolbar.
    struct ShoppingList: View {
        @State private var items = ["Apples", "Bread", "Cheddar", "Dates", "Eggs", "Flour"]

        var body: some View {
            NavigationStack {
                List {
                    Section("To buy") {
                        ForEach(items, id: \.self) { item in
                            Label(item, systemImage: "cart")
                        }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    }
                    Section {
                        Text("Shared with Sam")
                    }
                }
                .navigationTitle("Groceries")
                .toolbar {
                    EditButton()
                }
            }
        }
    }

    /// The trailing bar button's centre on the iPhone 13 Pro: the 44-pt bar runs from y 47 to 91; "Edit" and
    /// "Done" end at the 16-pt margin (x 374) and are at least 30 pt wide.
    let barButton = CGPoint(x: 374 - 12, y: 69)

    /// The toolbar's `EditButton`, tapped in the host as a finger would (`find(button:)` does not search toolbar
    /// content, nor inside `NavigationStack` and `List` yet), puts the list into edit mode; tapping "Done" leaves it.
    @Test func tappingEditButtonPutsTheListInEditMode() throws {
        let host = ViewHosting.host(view: ShoppingList())
        assertSnapshot(of: host, as: .image(on: .iPhone13Pro), named: "resting")
        try host.tap(at: barButton)
        assertSnapshot(of: host, as: .image(on: .iPhone13Pro), named: "editing")
        // "Done" leaves edit mode: the screen is the resting one again.
        try host.tap(at: barButton)
        assertSnapshot(of: host, as: .image(on: .iPhone13Pro), named: "resting")
    }

    /// Edit mode set by the app (`.environment(\.editMode, .constant(.active))`): only the rows of content with
    /// `onDelete` get delete controls, only those with `onMove` get grips, `deleteDisabled` rows neither shift nor
    /// show the control.
    struct MixedRows: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Favourites") {
                        ForEach(["Home", "Work", "Gym"], id: \.self) { Text($0) }
                            .onDelete { _ in }
                            .onMove { _, _ in }
                    }
                    Section("Pinned") {
                        ForEach(["Inbox"], id: \.self) { Text($0).deleteDisabled(true) }
                            .onDelete { _ in }
                        ForEach(["Drafts", "Sent"], id: \.self) { Text($0) }
                            .onMove { _, _ in }
                        Text("Settings")
                    }
                }
                .navigationTitle("Places")
                .toolbar { EditButton() }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test func onlyEditableRowsShowControls() {
        assertSnapshot(of: MixedRows(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: MixedRows(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    /// A mailbox choosing messages in edit mode (`List(_:selection:)` with a `Set`): selection circles at the
    /// leading edge, the chosen ones checked on the selected-row background.
    struct Mailbox: View {
        struct Message: Identifiable {
            let id: Int
            let sender: String
            let subject: String
        }

        let messages = [
            Message(id: 1, sender: "Ana", subject: "Lunch on Friday?"),
            Message(id: 2, sender: "Ben", subject: "Invoice #2231"),
            Message(id: 3, sender: "Chloé", subject: "Photos from the trip"),
            Message(id: 4, sender: "Dev Team", subject: "Release notes"),
        ]
        @State private var selection: Set<Int> = [2, 3]

        var body: some View {
            NavigationStack {
                List(messages, selection: $selection) { message in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .listStyle(.plain)
                .navigationTitle("Inbox")
                .toolbar { EditButton() }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test func multipleSelectionInEditMode() {
        assertSnapshot(of: Mailbox(), as: .image(on: .iPhone13Pro))
    }

    /// A single selection (`List(_:id:selection:)` with an optional): the selected row on the selected-row
    /// background, outside edit mode.
    struct SizePicker: View {
        @State private var size: String? = "Medium"
        var body: some View {
            NavigationStack {
                List(["Small", "Medium", "Large"], id: \.self, selection: $size) { Text($0) }
                    .navigationTitle("Size")
            }
        }
    }

    @Test func singleSelection() {
        assertSnapshot(of: SizePicker(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: SizePicker(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}
