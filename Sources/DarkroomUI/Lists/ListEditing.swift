import Foundation

/// A view whose content comes from a collection (`ForEach`): the target of `onDelete` and `onMove`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views come from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Deleting rows by swiping or in edit mode (rows are drawn in their normal state: no edit controls at rest).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// Moving rows in edit mode (no visible effect at rest).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// The edit mode of a list.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether editing.
    public var isEditing: Bool { self != .inactive }
}

/// A button that toggles edit mode: "Edit" in the tint colour (at rest edit mode is inactive).
public struct EditButton: View {
    public init() {}
    public var body: some View {
        Button("Edit") {}
    }
}

/// Where swipe actions appear.
extension View {
    /// Swipe actions of a list row (revealed by swiping; not drawn at rest).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }

    /// Pull-to-refresh for a list or scroll view (the refresh control is not shown at rest).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Whether a row can be deleted (no visible effect at rest).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether a row can be moved (no visible effect at rest).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Context menu of a view (shown on a long press; not drawn at rest).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
}
