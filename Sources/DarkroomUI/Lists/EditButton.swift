import Foundation

/// A button that toggles the environment's edit mode: "Edit" while inactive, "Done" (semibold, as iOS's
/// `UIBarButtonItem` done style) while editing, in the tint colour. Without an edit mode in the environment
/// (`\.editMode` is `nil`) it reads "Edit" and does nothing, as in SwiftUI.
public nonisolated struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    @MainActor public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button {
            editMode?.wrappedValue = editing ? .inactive : .active
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}
