import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A scrolling list of rows, drawn in the environment's list style (inset grouped by default on iOS 17).
///
/// At rest (scrolled to the top) only the rows that reach into the screen are measured and drawn, so a list
/// of 100,000 rows costs what its first screenful costs.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    let content: Content
    /// Reads the selection binding (nil: the list has no selection).
    var selection: (() -> ListSelection)?

    /// A list with a single selection: the selected row (its `ForEach` element's id or its `.tag`) is drawn on
    /// the selected-row background, in and out of edit mode.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Self.single(selection)
    }

    /// A list with a multiple selection: in edit mode each row shows a selection circle (checked and on the
    /// selected-row background when selected); outside edit mode nothing is drawn for it, as on iPhone.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Self.multiple(selection)
    }

    init(content: Content) {
        self.content = content
    }

    static func single(_ binding: Binding<SelectionValue?>?) -> (() -> ListSelection)? {
        binding.map { binding in { .single(binding.wrappedValue.map { AnyHashable($0) }) } }
    }

    static func multiple(_ binding: Binding<Set<SelectionValue>>?) -> (() -> ListSelection)? {
        binding.map { binding in { .multiple(Set(binding.wrappedValue.map { AnyHashable($0) })) } }
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        [
            ListNode.make(
                content: content, style: environment.listStyleKind ?? .insetGrouped, selection: selection?(),
                environment: environment, context: context)
        ]
    }
}

extension List where SelectionValue == Never {
    /// A list of the given rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// A hierarchical list: top-level rows of `data`, each with a disclosure indicator when it has
    /// `children` (drawn collapsed, as at launch).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, _OutlineRow<RowContent>>, Data.Element: Identifiable {
        self.content = ForEach(data) { element in
            _OutlineRow(content: rowContent(element), hasChildren: element[keyPath: children] != nil)
        }
    }
}

extension List {
    /// A selectable list with a row for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = Self.single(selection)
    }

    /// A multiple-selection list with a row for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = Self.multiple(selection)
    }

    /// A selectable list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = Self.single(selection)
    }
}

/// A row of a hierarchical list: its content and, when it has children, a collapsed disclosure chevron.
public nonisolated struct _OutlineRow<Content: View>: View {
    let content: Content
    let hasChildren: Bool

    @MainActor public var body: some View {
        HStack(spacing: 0) {
            content.frame(maxWidth: .infinity, alignment: .leading)
            if hasChildren {
                DisclosureChevron(direction: .forward)
                    .stroke(.tint, style: DisclosureChevron.strokeStyle)
                    .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
                    .flipsForRightToLeftLayoutDirection(true)
                    .padding(.leading, ListMetrics.chevronSpacing)
            }
        }
    }
}
