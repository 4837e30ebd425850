import DarkroomUI

/// `find(text:)`'s search: the same views in the same order as `InspectableView.walk` (a view, then the views its
/// `.background`/`.overlay` modifiers draw, then its children or its body), without making an inspected node for
/// every view — only for the text found.
///
/// Inside a host it walks the records the host resolved, reading each record's type info (kept on the record)
/// and copying nothing out of a view but a text's string. On a view value it peels values as `InspectedNode.make`
/// does, evaluating custom views' bodies.
@MainActor
enum TextSearch {
    /// An unvisited view of a view value: the value and the environment it is resolved in.
    private struct Pending {
        let value: Any
        let environment: EnvironmentValues
    }

    /// The first text below `root` (not `root` itself) for which `matches` holds, as an inspected node; every text
    /// string met before it is appended to `seen`.
    static func first(below root: InspectedNode, path: String, seen: inout [String],
                      where matches: (String) -> Bool) -> InspectedNode? {
        let children = root.searchChildren()
        if let context = root.context, children.allSatisfy({ $0.outerRecord != nil }) {
            var stack: [ResolvedView] = []
            stack.reserveCapacity(children.count)
            for child in children.reversed() { if let outer = child.outerRecord { stack.append(outer) } }
            return firstRecord(in: stack, path: path, context: context, seen: &seen, where: matches)
        }
        if let context = root.context, children.contains(where: { $0.outerRecord != nil }) {
            // Records and values mixed (a host's node with decorations it has no records for): each child in turn.
            for child in children {
                if let outer = child.outerRecord {
                    if let found = firstRecord(in: [outer], path: path, context: context, seen: &seen, where: matches) { return found }
                } else if child.record == nil {
                    var stack = [Pending(value: child.rawValue, environment: root.environment)]
                    if let found = firstValue(in: &stack, path: path, seen: &seen, where: matches) { return found }
                }
            }
            return nil
        }
        var stack: [Pending] = []
        for child in children.reversed() where child.record == nil {
            stack.append(Pending(value: child.rawValue, environment: root.environment))
        }
        return firstValue(in: &stack, path: path, seen: &seen, where: matches)
    }

    // MARK: Records

    /// The records-only search: `roots` holds the unvisited outermost records, the next one last.
    private static func firstRecord(in roots: [ResolvedView], path: String, context: InspectionContext,
                                    seen: inout [String], where matches: (String) -> Bool) -> InspectedNode? {
        let textInfo = self.textInfo
        var stack = roots
        stack.reserveCapacity(64)
        var decorations: [ResolvedView] = []
        while let outer = stack.popLast() {
            // Peel modifiers and transparent wrappers (as `InspectedNode.make(record:)`).
            var record = outer
            var info = record.inspectionInfo
            var present = true
            decorations.removeAll(keepingCapacity: true)
            while info.isModified || info.isTransparent {
                if info.isModified, info.appliesCustomModifier(record.value) {
                    guard let content = InspectedNode.contentRecord(inCustomModifierBody: record.children.first) else { present = false; break }
                    record = content
                } else {
                    let children = record.children
                    guard let first = children.first else { present = false; break }
                    if info.isModified, children.count > 1 { decorations.append(contentsOf: children.dropFirst()) }
                    record = first
                }
                info = record.inspectionInfo
            }
            guard present else { continue }
            if info === textInfo, let text = record.value as? DarkroomUI.Text {
                let string = InspectionSupport.string(of: text)
                if matches(string) { return .make(record: outer, path: path, context: context) }
                seen.append(string)
            }
            // What it contains (as `InspectedNode.childNodes`/`bodyNode`), then its decorations, last first.
            if info.isContainer {
                if let parts = info.parts {
                    for part in parts.reversed() {
                        if let found = InspectedNode.find(part, in: record)?.children.first { stack.append(found) }
                    }
                } else {
                    pushFlattened(record.children, onto: &stack)
                }
            } else if info.hasBody, let body = record.children.first {
                stack.append(body)
            }
            for decoration in decorations.reversed() { stack.append(decoration) }
        }
        return nil
    }

    /// `InspectedNode.flatten` in reverse, pushing onto `stack` (absent views, its nil slots, are skipped).
    private static func pushFlattened(_ records: [ResolvedView], onto stack: inout [ResolvedView]) {
        var index = records.count
        while index > 0 {
            index -= 1
            let record = records[index]
            let info = record.inspectionInfo
            if info.isTuple || (info.isTransparent && !info.isIDView) {
                pushFlattened(record.children, onto: &stack)
            } else {
                stack.append(record)
            }
        }
    }

    // MARK: Values

    /// The search of view values: `stack` holds the unvisited values, the next one last.
    private static func firstValue(in stack: inout [Pending], path: String, seen: inout [String],
                                   where matches: (String) -> Bool) -> InspectedNode? {
        let textInfo = self.textInfo
        var decorations: [Any] = []
        while let pending = stack.popLast() {
            // Peel modifiers (applying their environment changes) and transparent wrappers (as `InspectedNode.make`).
            var view = pending.value
            var environment = pending.environment
            var info = InspectionTypeInfo.of(view)
            var present = true
            decorations.removeAll(keepingCapacity: true)
            while true {
                if let modified = info.modified {
                    if let modifierInfo = info.modifierInfo(view), modifierInfo.environment == nil,
                       modifierInfo.decoration == nil, let content = info.content {
                        // A modifier that neither changes the environment nor draws a view: only its content counts.
                        view = content(view)
                    } else {
                        let (content, modifier) = modified(view)
                        let modifierInfo = InspectionTypeInfo.of(modifier)
                        modifierInfo.environment?(modifier, &environment)
                        if let decoration = modifierInfo.decoration { decorations.append(decoration(modifier)) }
                        view = content
                    }
                } else if let transparent = info.transparent {
                    guard let wrapped = transparent(view) else { present = false; break }
                    view = wrapped
                } else {
                    break
                }
                info = InspectionTypeInfo.of(view)
            }
            guard present else { continue }
            if info === textInfo, let text = view as? DarkroomUI.Text {
                let string = InspectionSupport.string(of: text)
                if matches(string) { return .make(pending.value, environment: pending.environment, path: path, context: nil) }
                seen.append(string)
            }
            if let container = info.container {
                for case let child? in container(view, environment).reversed() { stack.append(Pending(value: child, environment: environment)) }
            } else if let body = info.body {
                stack.append(Pending(value: body(view, environment), environment: environment))
            }
            for decoration in decorations.reversed() { stack.append(Pending(value: decoration, environment: environment)) }
        }
        return nil
    }

    /// `Text`'s type info.
    private static let textInfo = InspectionTypeInfo.of(type: DarkroomUI.Text.self)
}
