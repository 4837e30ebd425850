import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// Views computed on demand from tree-shaped data: each element with children is a `DisclosureGroup`
/// (collapsed, as at launch) whose content is the children's outline; each leaf is its row view.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(data, id: id) { element in
            node(element)
        }
    }

    @MainActor private func node(_ element: Data.Element) -> AnyView {
        guard let kids = element[keyPath: children] else { return AnyView(content(element)) }
        let inner = OutlineGroup(data: kids, id: id, children: children, content: content)
        return AnyView(
            DisclosureGroup {
                OutlineSubgroupChildren(view: AnyView(inner))
            } label: {
                content(element)
            })
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
    /// An outline of the trees rooted at `data`'s elements.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    )
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// An outline of the tree rooted at `root`.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    )
    where ID == DataElement.ID, DataElement == Data.Element, Data: RangeReplaceableCollection {
        self.init(data: Data([root]), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of the trees rooted at `data`'s elements, identified by `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }
}

/// The children of one outline subgroup, type-erased.
public nonisolated struct OutlineSubgroupChildren: View, _PrimitiveView {
    let view: AnyView
    @MainActor public var body: Never { primitiveBody(Self.self) }
    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        view._makeNodes(environment: environment, context: context)
    }
}
