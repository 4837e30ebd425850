import DarkroomUI

// Searching the view tree, ViewInspector's spelling. The search starts at this view and walks every view below it
// (containers' children, custom views' bodies, backgrounds and overlays), depth first, in order.
@MainActor
extension InspectableView {
    /// Visits this view and every view below it, depth first; stops when `visit` returns `false`.
    package func walk(_ visit: (InspectedNode) throws -> Bool) rethrows {
        let node = self.node
        var stack: [InspectedNode] = [node]
        while let current = stack.popLast() {
            if current.isAbsent { continue }
            guard try visit(current) else { return }
            stack.append(contentsOf: current.searchChildren().reversed())
        }
    }

    private func search<T: KnownViewType>(
        _ kind: T.Type, call: String, limit: Int?,
        where condition: (InspectableView<T>) throws -> Bool
    ) -> [InspectableView<T>] {
        var found: [InspectableView<T>] = []
        walk { candidate in
            guard kind.matches(candidate.view) else { return true }
            let view = InspectableView<T>(candidate.with(path: node.path + "." + call))
            if (try? condition(view)) == true { found.append(view) }
            return limit.map { found.count < $0 } ?? true
        }
        return found
    }

    /// The first view of kind `T` (that satisfies `condition`).
    public func find<T: KnownViewType>(
        _ viewType: T.Type,
        where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<T> {
        let call = "find(\(T.inspectionName))"
        if let first = search(viewType, call: call, limit: 1, where: condition).first { return first }
        throw InspectionError.searchFailure(
            what: "a \(T.inspectionName)" + (viewType == ViewType.ClassifiedView.self ? " matching the condition" : ""),
            candidates: nearestTypes(), path: node.path + "." + call)
    }

    /// Every view of kind `T` (that satisfies `condition`), in order.
    public func findAll<T: KnownViewType>(
        _ viewType: T.Type,
        where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) -> [InspectableView<T>] {
        search(viewType, call: "findAll(\(T.inspectionName))", limit: nil, where: condition)
    }

    /// The first custom view of type `V`.
    public func find<V: DarkroomUI.View>(
        _ customType: V.Type,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(ViewType.View<V>.self, where: condition)
    }

    /// Every custom view of type `V`, in order.
    public func findAll<V: DarkroomUI.View>(
        _ customType: V.Type,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) -> [InspectableView<ViewType.View<V>>] {
        findAll(ViewType.View<V>.self, where: condition)
    }

    /// The first view that satisfies `condition`.
    public func find(where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(ViewType.ClassifiedView.self, where: condition)
    }

    /// The first `Text` showing exactly `text`.
    public func find(text: String) throws -> InspectableView<ViewType.Text> {
        let node = self.node
        let call = "find(text: \"\(text)\")"
        var texts: [String] = []
        if let value = node.view as? DarkroomUI.Text {
            let string = InspectionSupport.string(of: value)
            if string == text { return InspectableView<ViewType.Text>(node.with(path: node.path + "." + call)) }
            texts.append(string)
        }
        if !node.isAbsent, let match = TextSearch.first(below: node, path: node.path + "." + call, seen: &texts, where: { $0 == text }) {
            return InspectableView<ViewType.Text>(match)
        }
        throw InspectionError.searchFailure(
            what: "Text \"\(text)\"", candidates: nearest(text, in: texts).map { "\"\($0)\"" },
            path: node.path + "." + call)
    }

    /// The first `Button` whose label shows the text `title`.
    public func find(button title: String) throws -> InspectableView<ViewType.Button> {
        var titles: [String] = []
        let buttons = search(ViewType.Button.self, call: "find(button: \"\(title)\")", limit: nil) { button in
            let texts = button.findAll(ViewType.Text.self).compactMap { try? $0.string() }
            titles.append(contentsOf: texts)
            return texts.contains(title)
        }
        if let first = buttons.first { return first }
        throw InspectionError.searchFailure(
            what: "a Button titled \"\(title)\"", candidates: nearest(title, in: titles).map { "\"\($0)\"" },
            path: node.path + ".find(button: \"\(title)\")")
    }

    /// The first view with the accessibility identifier `identifier`.
    public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<ViewType.ClassifiedView> {
        var identifiers: [String] = []
        let call = "find(viewWithAccessibilityIdentifier: \"\(identifier)\")"
        let found = search(ViewType.ClassifiedView.self, call: call, limit: 1) { view in
            let own = view.node.modifiers.compactMap { InspectionSupport.accessibilityIdentifier(of: $0) }
            identifiers.append(contentsOf: own)
            return own.contains(identifier)
        }
        if let first = found.first { return first }
        throw InspectionError.searchFailure(
            what: "a view with accessibility identifier \"\(identifier)\"",
            candidates: nearest(identifier, in: identifiers).map { "\"\($0)\"" }, path: node.path + "." + call)
    }

    /// The first view given the identity `id` with `.id(_:)`.
    public func find<ID: Hashable>(viewWithId id: ID) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "find(viewWithId: \(id))"
        var ids: [String] = []
        let found = search(ViewType.ClassifiedView.self, call: call, limit: 1) { view in
            let own = view.node.modifiers.compactMap(explicitID)
            ids.append(contentsOf: own.map { "\($0)" })
            return own.contains(AnyHashable(id))
        }
        if let first = found.first { return first }
        throw InspectionError.searchFailure(what: "a view with id \(id)", candidates: nearest("\(id)", in: ids), path: node.path + "." + call)
    }

    /// The kinds of views that exist below this one, for messages.
    private func nearestTypes() -> [String] {
        var names: [String] = []
        walk { candidate in
            let name = typeName(candidate.view).split(separator: "<").first.map(String.init) ?? ""
            if !names.contains(name) { names.append(name) }
            return names.count < 8
        }
        return names
    }
}

/// The identity a `.id(_:)` modifier gives, when the modifier keeps it in a property named `id`.
func explicitID(_ modifier: Any) -> AnyHashable? {
    for child in Mirror(reflecting: modifier).children where child.label == "id" {
        if let id = child.value as? AnyHashable { return id }
    }
    return nil
}

/// Up to three of `candidates` closest to `target` (edit distance), closest first.
func nearest(_ target: String, in candidates: [String]) -> [String] {
    var unique: [String] = []
    for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
    let scored: [(name: String, distance: Int)] = unique.map { (name: $0, distance: editDistance(target, $0)) }
    let sorted = scored.sorted { lhs, rhs in
        lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.name < rhs.name
    }
    return sorted.prefix(3).map { $0.name }
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
