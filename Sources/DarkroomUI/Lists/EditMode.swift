import Foundation

/// The edit mode of a view (a list's rows show their delete and reorder controls while it is editing).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing temporarily (a swipe to delete).
    case transient
    /// Editing: `EditButton` reads "Done".
    case active

    /// Whether the view is in edit mode (`.transient` or `.active`).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views it reaches, or `nil` outside of anything that provides one.
    ///
    /// A `NavigationStack` provides one to each of its screens (its toolbar and content share it), so
    /// `EditButton()` in the toolbar puts the screen's `List` into edit mode; set it yourself with
    /// `.environment(\.editMode, .constant(.active))` or a binding to your own state.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Provides an edit mode (its own state, inactive at first) to `content`, unless the environment already has one.
nonisolated struct EditModeScope<Content: View>: View {
    @Environment(\.editMode) private var inherited
    @State private var mode: EditMode = .inactive
    let content: Content

    @MainActor var body: some View {
        content.environment(\.editMode, inherited ?? $mode)
    }
}
