import Foundation

/// A view whose content comes from a collection (`ForEach`): the target of `onDelete` and `onMove`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views come from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Deleting rows: in an active edit mode (`EditButton`, `\.editMode`) each row of this content shows the
    /// red delete control at its leading edge, its content shifted toward the trailing edge, as iOS does.
    /// (Swiping to delete is not drawn at rest.)
    public nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableRows(base: self, deletes: action != nil, moves: false)
    }

    /// Moving rows: in an active edit mode each row of this content shows the reorder control (three lines)
    /// at its trailing edge, as iOS does.
    public nonisolated func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableRows(base: self, deletes: false, moves: action != nil)
    }
}

/// Where swipe actions appear.
extension View {
    /// Swipe actions of a list row (revealed by swiping; not drawn at rest).
    public nonisolated func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }

    /// Pull-to-refresh for a list or scroll view (the refresh control is not shown at rest).
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Whether a row can be deleted: a disabled row shows no delete control in edit mode (and is not shifted).
    public nonisolated func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { traits, _, _ in traits.deleteDisabled = isDisabled })
    }

    /// Whether a row can be moved: a disabled row shows no reorder control in edit mode.
    public nonisolated func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { traits, _, _ in traits.moveDisabled = isDisabled })
    }

    /// Context menu of a view (shown on a long press; not drawn at rest).
    public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
}
