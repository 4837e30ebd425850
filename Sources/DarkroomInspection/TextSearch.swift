import DarkroomUI

/// `find(text:)`'s search: the same views in the same order as `InspectableView.walk` (a view, then the views its
/// `.background`/`.overlay` modifiers draw, then its children or its body), without making an inspected node for
/// every view — only for the text found.
@MainActor
enum TextSearch {
    /// An unvisited view: a record of the host's tree (its outermost record), or a value and the environment it is
    /// resolved in.
    private enum Item {
        case record(ResolvedView)
        case value(Any, EnvironmentValues)
    }

    /// The first text below `root` (not `root` itself) for which `matches` holds, as an inspected node; every text
    /// string met before it is appended to `seen`.
    static func first(below root: InspectedNode, path: String, seen: inout [String],
                      where matches: (String) -> Bool) -> InspectedNode? {
        var stack: [Item] = []
        for child in root.searchChildren().reversed() {
            if let outer = child.outerRecord {
                stack.append(.record(outer))
            } else if child.record == nil {
                stack.append(.value(child.rawValue, root.environment))
            }
        }
        while let item = stack.popLast() {
            switch item {
            case .record(let outer):
                guard let (inner, decorations) = peel(outer) else { continue }
                if type(of: inner.value) == DarkroomUI.Text.self, let text = inner.value as? DarkroomUI.Text {
                    let string = InspectionSupport.string(of: text)
                    if matches(string), let context = root.context { return .make(record: outer, path: path, context: context) }
                    seen.append(string)
                }
                let children = recordChildren(of: inner)
                stack.append(contentsOf: children.reversed().map(Item.record))
                stack.append(contentsOf: decorations.reversed().map(Item.record))
            case .value(let raw, let environment):
                guard let (view, info, inner, decorations) = peel(raw, environment) else { continue }
                if type(of: view) == DarkroomUI.Text.self, let text = view as? DarkroomUI.Text {
                    let string = InspectionSupport.string(of: text)
                    if matches(string) { return .make(raw, environment: environment, path: path, context: nil) }
                    seen.append(string)
                }
                var children: [Any] = []
                if let container = info.container {
                    for case let child? in container(view, inner) { children.append(child) }
                } else if let body = info.body {
                    children.append(body(view, inner))
                }
                stack.append(contentsOf: children.reversed().map { Item.value($0, inner) })
                stack.append(contentsOf: decorations.reversed().map { Item.value($0, inner) })
            }
        }
        return nil
    }

    /// A record with its modifiers and transparent wrappers peeled (as `InspectedNode.make(record:)`): the view's
    /// record and the records its decorations resolved to; nil when the view is absent.
    private static func peel(_ outer: ResolvedView) -> (ResolvedView, [ResolvedView])? {
        var record = outer
        var decorations: [ResolvedView] = []
        var info = InspectionTypeInfo.of(record.value)
        while true {
            if let modified = info.modified {
                let modifier = modified(record.value).modifier
                if InspectionTypeInfo.of(modifier).isCustomModifier {
                    guard let content = InspectedNode.contentRecord(inCustomModifierBody: record.children.first) else { return nil }
                    record = content
                } else {
                    guard let first = record.children.first else { return nil }
                    decorations.append(contentsOf: record.children.dropFirst())
                    record = first
                }
            } else if info.transparent != nil {
                guard let first = record.children.first else { return nil }
                record = first
            } else {
                return (record, decorations)
            }
            info = InspectionTypeInfo.of(record.value)
        }
    }

    /// The records of the views inside a peeled record (as `InspectedNode.childNodes`/`bodyNode`).
    private static func recordChildren(of record: ResolvedView) -> [ResolvedView] {
        let info = InspectionTypeInfo.of(record.value)
        if info.container != nil {
            if let parts = info.parts {
                return parts.compactMap { InspectedNode.find($0, in: record).flatMap { $0.children.first } }
            }
            var slots: [ResolvedView?] = []
            InspectedNode.flatten(record.children, into: &slots)
            return slots.compactMap { $0 }
        }
        if info.body != nil, let body = record.children.first { return [body] }
        return []
    }

    /// A value with its modifiers (applying their environment changes) and transparent wrappers peeled (as
    /// `InspectedNode.make`): the view, its type info, its environment and its decorations; nil when absent.
    private static func peel(_ raw: Any, _ environment: EnvironmentValues) -> (Any, InspectionTypeInfo, EnvironmentValues, [Any])? {
        var view = raw
        var environment = environment
        var decorations: [Any] = []
        var info = InspectionTypeInfo.of(view)
        while true {
            if let modified = info.modified {
                let (content, modifier) = modified(view)
                InspectionSupport.applyEnvironment(of: modifier, to: &environment)
                if let decoration = InspectionSupport.decoration(of: modifier) { decorations.append(decoration) }
                view = content
            } else if let transparent = info.transparent {
                guard let wrapped = transparent(view) else { return nil }
                view = wrapped
            } else {
                return (view, info, environment, decorations)
            }
            info = InspectionTypeInfo.of(view)
        }
    }
}
