/// Views computed from a collection: `ForEach(0..<3) { … }`, `ForEach(items) { … }`, `ForEach(items, id: \.self) { … }`.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    /// The collection.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    package let idKeyPath: KeyPath<Data.Element, ID>

    /// Views for `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idKeyPath = id
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        _appendNodes(into: &nodes, environment: environment, context: context)
        return nodes
    }

    @MainActor package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        nodes.reserveCapacity(nodes.count + data.count)
        // Inside a list with a selection each element's rows carry its id (what the selection holds).
        let recordsIDs = environment.listRecordsRowIDs
        // Inside a scroll view asked to scroll to an id, each element's nodes carry its id (what `scrollTo` finds).
        let recordsScrollIDs = environment.recordsScrollIDs
        guard let session = context.session else {
            for element in data {
                let start = nodes.count
                Resolver.append(content(element), into: &nodes, environment: environment, context: context)
                if recordsIDs { recordID(element, on: nodes[start...]) }
                if recordsScrollIDs { recordScrollID(element, on: nodes[start...]) }
            }
            return
        }
        var seen: Set<AnyHashable> = []
        for element in data {
            let id = AnyHashable(element[keyPath: idKeyPath])
            if !seen.insert(id).inserted {
                context.log("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id.base) occurs multiple times within the collection, this will give undefined results!")
            }
            session.pendingComponent = .element(id)
            let start = nodes.count
            Resolver.append(content(element), into: &nodes, environment: environment, context: context)
            if recordsIDs { recordID(element, on: nodes[start...]) }
            if recordsScrollIDs { recordScrollID(element, on: nodes[start...]) }
        }
    }

    private func recordScrollID(_ element: Data.Element, on nodes: ArraySlice<LayoutNode>) {
        guard let id = ScrollRequest.identifier(element[keyPath: idKeyPath]) else { return }
        for node in nodes { ScrollIDTrait.set(id, on: node) }
    }

    private func recordID(_ element: Data.Element, on rows: ArraySlice<LayoutNode>) {
        let id = AnyHashable(element[keyPath: idKeyPath])
        for row in rows { RowSelectionID.set(id, on: row) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
