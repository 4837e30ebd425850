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
        let children = root.searchChildren()
        if let context = root.context, children.allSatisfy({ $0.outerRecord != nil }) {
            // Inside a host: walk the records the host already resolved (no body is evaluated, nothing is copied
            // out of the views but the texts' strings).
            var stack: [ResolvedView] = []
            stack.reserveCapacity(64)
            for child in children.reversed() { if let outer = child.outerRecord { stack.append(outer) } }
            return firstRecord(in: &stack, path: path, context: context, seen: &seen, where: matches)
        }
        var stack: [Item] = []
        for child in children.reversed() {
            if let outer = child.outerRecord {
                stack.append(.record(outer))
            } else if child.record == nil {
                stack.append(.value(child.rawValue, root.environment))
            }
        }
        while let item = stack.popLast() {
            switch item {
            case .record(let outer):
                guard let (inner, info, decorations) = peel(outer) else { continue }
                if type(of: inner.value) == DarkroomUI.Text.self, let text = inner.value as? DarkroomUI.Text {
                    let string = InspectionSupport.string(of: text)
                    if matches(string), let context = root.context { return .make(record: outer, path: path, context: context) }
                    seen.append(string)
                }
                var records: [ResolvedView] = []
                pushChildren(of: inner, info: info, onto: &records)
                stack.append(contentsOf: records.map(Item.record))
                stack.append(contentsOf: decorations.reversed().map(Item.record))
            case .value(let raw, let environment):
                guard let (view, info, inner, decorations) = peel(raw, environment) else { continue }
                if type(of: view) == DarkroomUI.Text.self, let text = view as? DarkroomUI.Text {
                    let string = InspectionSupport.string(of: text)
                    if matches(string) { return .make(raw, environment: environment, path: path, context: nil) }
                    seen.append(string)
                }
                if let container = info.container {
                    for case let child? in container(view, inner).reversed() { stack.append(.value(child, inner)) }
                } else if let body = info.body {
                    stack.append(.value(body(view, inner), inner))
                }
                for decoration in decorations.reversed() { stack.append(.value(decoration, inner)) }
            }
        }
        return nil
    }

    /// The records-only search: `stack` holds the unvisited outermost records, the next one last.
    private static func firstRecord(in stack: inout [ResolvedView], path: String, context: InspectionContext,
                                    seen: inout [String], where matches: (String) -> Bool) -> InspectedNode? {
        while let outer = stack.popLast() {
            guard let (inner, info, decorations) = peel(outer) else { continue }
            if info === textInfo, let text = inner.value as? DarkroomUI.Text {
                let string = InspectionSupport.string(of: text)
                if matches(string) { return .make(record: outer, path: path, context: context) }
                seen.append(string)
            }
            pushChildren(of: inner, info: info, onto: &stack)
            for decoration in decorations.reversed() { stack.append(decoration) }
        }
        return nil
    }

    /// A record with its modifiers and transparent wrappers peeled (as `InspectedNode.make(record:)`): the view's
    /// record, its type info and the records its decorations resolved to; nil when the view is absent.
    private static func peel(_ outer: ResolvedView) -> (ResolvedView, InspectionTypeInfo, [ResolvedView])? {
        var record = outer
        var decorations: [ResolvedView] = []
        var info = InspectionTypeInfo.of(record.value)
        while true {
            if info.modifier != nil {
                if isCustomModifier(in: record, info: info) {
                    guard let content = InspectedNode.contentRecord(inCustomModifierBody: record.children.first) else { return nil }
                    record = content
                } else {
                    let children = record.children
                    guard let first = children.first else { return nil }
                    if children.count > 1 { decorations.append(contentsOf: children.dropFirst()) }
                    record = first
                }
            } else if info.transparent != nil {
                guard let first = record.children.first else { return nil }
                record = first
            } else {
                return (record, info, decorations)
            }
            info = InspectionTypeInfo.of(record.value)
        }
    }

    /// Whether the `ModifiedContent` of `record` (whose type info is `info`) applies a custom `ViewModifier`;
    /// worked out once per `ModifiedContent` type (the modifier's type is part of it).
    private static func isCustomModifier(in record: ResolvedView, info: InspectionTypeInfo) -> Bool {
        let key = ObjectIdentifier(info)
        if let known = customModifierByInfo[key] { return known }
        let isCustom = info.modifier.map { InspectionTypeInfo.of($0(record.value)).isCustomModifier } ?? false
        customModifierByInfo[key] = isCustom
        return isCustom
    }

    /// `Text`'s type info.
    private static let textInfo = InspectionTypeInfo.of(DarkroomUI.Text(verbatim: ""))

    /// Per `ModifiedContent` type info (type infos live as long as the process): whether its modifier is custom.
    private static var customModifierByInfo: [ObjectIdentifier: Bool] = [:]

    /// Pushes the records of the views inside a peeled record (as `InspectedNode.childNodes`/`bodyNode`) onto
    /// `stack`, last first, so that they pop in order.
    private static func pushChildren(of record: ResolvedView, info: InspectionTypeInfo, onto stack: inout [ResolvedView]) {
        if info.container != nil {
            if let parts = info.parts {
                for part in parts.reversed() {
                    if let found = InspectedNode.find(part, in: record)?.children.first { stack.append(found) }
                }
            } else {
                pushFlattened(record.children, onto: &stack)
            }
        } else if info.body != nil, let body = record.children.first {
            stack.append(body)
        }
    }

    /// `InspectedNode.flatten` in reverse, pushing onto `stack` (absent views, its nil slots, are skipped).
    private static func pushFlattened(_ records: [ResolvedView], onto stack: inout [ResolvedView]) {
        for record in records.reversed() {
            let info = InspectionTypeInfo.of(record.value)
            if info.tuple != nil {
                pushFlattened(record.children, onto: &stack)
            } else if info.transparent != nil, !info.isIDView {
                pushFlattened(record.children, onto: &stack)
            } else {
                stack.append(record)
            }
        }
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
