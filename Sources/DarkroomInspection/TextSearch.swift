import DarkroomUI

/// `find(text:)`'s search: the same views in the same order as `InspectableView.walk` (a view, then the views its
/// `.background`/`.overlay` modifiers draw, then its children or its body), without making an inspected node for
/// every view — only for the text found.
///
/// Inside a host it walks the records the host resolved, reading each record's type info (kept on the record)
/// and copying nothing out of a view but a text's string. On a view value it peels values as `InspectedNode.make`
/// does, evaluating custom views' bodies, and reads each view where it is in the value (`ValueWalk`).
@MainActor
enum TextSearch {
    /// The first text below `root` (not `root` itself) for which `matches` holds, as an inspected node; every text
    /// string met before it is appended to `seen`.
    static func first(
        below root: InspectedNode, path: String, seen: inout [String],
        where matches: (String) -> Bool
    ) -> InspectedNode? {
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
                    if let found = firstValue(in: [child.rawValue], environment: root.environment, path: path, seen: &seen, where: matches) {
                        return found
                    }
                }
            }
            return nil
        }
        let values = children.filter { $0.record == nil }.map(\.rawValue)
        return firstValue(in: values, environment: root.environment, path: path, seen: &seen, where: matches)
    }

    // MARK: Records

    /// The records-only search: `roots` holds the unvisited outermost records, the next one last.
    private static func firstRecord(
        in roots: [ResolvedView], path: String, context: InspectionContext,
        seen: inout [String], where matches: (String) -> Bool
    ) -> InspectedNode? {
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
                    guard let content = InspectedNode.contentRecord(inCustomModifierBody: record.children.first) else {
                        present = false
                        break
                    }
                    record = content
                } else {
                    let children = record.children
                    guard let first = children.first else {
                        present = false
                        break
                    }
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

    /// The search of view values: `values` are the unvisited views, in order, each walked in place.
    private static func firstValue(
        in values: [Any], environment: EnvironmentValues, path: String, seen: inout [String],
        where matches: (String) -> Bool
    ) -> InspectedNode? {
        withoutActuallyEscaping(matches) { matches in
            var walk = ValueWalk(textInfo: textInfo, matches: matches)
            swap(&walk.seen, &seen)
            defer { swap(&walk.seen, &seen) }
            for value in values {
                visitInPlace(value) { walk.visit($0, $1, environment) }
                if walk.isFound, let found = walk.found {
                    return InspectedNode.make(found.value, environment: found.environment, path: path, context: nil)
                }
            }
            return nil
        }
    }

    /// A depth-first walk of a view value that reads every view where it is, through the addresses
    /// `InspectionTypeInfo.inPlace` gives, and copies out only the view it finds: the order is
    /// `InspectableView.walk`'s (a view, then the views its `.background`/`.overlay` modifiers draw, then its
    /// children or its body). A struct walked through `inout`, so that its fields need no run-time exclusivity checks.
    private struct ValueWalk {
        let textInfo: InspectionTypeInfo
        let matches: (String) -> Bool
        /// The strings of the texts met so far.
        var seen: [String] = []
        /// The view found (before peeling) and the environment it was met in.
        var found: (value: Any, environment: EnvironmentValues)?
        /// Whether `found` is set (tested on every view without copying `found`).
        var isFound = false
        /// The decorations met while peeling the views on the current path, each view's above the count there was
        /// when it was entered.
        private var decorations: [(pointer: UnsafeRawPointer, type: Any.Type)] = []

        init(textInfo: InspectionTypeInfo, matches: @escaping (String) -> Bool) {
            self.textInfo = textInfo
            self.matches = matches
            decorations.reserveCapacity(32)
        }

        /// Walks the view of `type` at `pointer`, seen in `environment`.
        mutating func visit(_ pointer: UnsafeRawPointer, _ type: Any.Type, _ environment: EnvironmentValues) {
            guard !isFound else { return }
            let base = decorations.count
            peel(
                pointer, InspectionTypeInfo.of(type: type), environment, outer: pointer, outerType: type,
                outerEnvironment: environment, base: base)
            if !isFound, decorations.count > base { decorations.removeLast(decorations.count - base) }
        }

        /// Walks the slots of a container's content (`InspectionSupport.flatten`'s order): a `TupleView`'s
        /// elements, what an `Optional`/`if`/`.id` stands for, or the view itself. It flattens here rather than
        /// through `inPlace.visitFlattened`, which looks each slot's type up once more: that costs 0.6 ms (17 %) of
        /// the 10,000-view benchmark.
        mutating func visitFlattened(_ pointer: UnsafeRawPointer, _ type: Any.Type, _ environment: EnvironmentValues) {
            guard !isFound else { return }
            let info = InspectionTypeInfo.of(type: type)
            if let elements = info.inPlace.elementsOffset {
                visitViews(at: pointer + elements) { self.visitFlattened($0, $1, environment) }
            } else if let wrapped = info.inPlace.visitWrapped {
                wrapped(pointer) { self.visitFlattened($0, $1, environment) }
            } else {
                let base = decorations.count
                peel(pointer, info, environment, outer: pointer, outerType: type, outerEnvironment: environment, base: base)
                if !isFound, decorations.count > base { decorations.removeLast(decorations.count - base) }
            }
        }

        /// Peels modifiers (applying their environment changes, keeping the views they draw) and transparent
        /// wrappers (as `InspectedNode.make`), then walks the view they leave.
        private mutating func peel(
            _ start: UnsafeRawPointer, _ startInfo: InspectionTypeInfo, _ startEnvironment: EnvironmentValues,
            outer: UnsafeRawPointer, outerType: Any.Type, outerEnvironment: EnvironmentValues, base: Int
        ) {
            var pointer = start
            var environment = startEnvironment
            var info = startInfo
            while true {
                if let modified = info.inPlace.modified {
                    if let modifierInfo = info.modifierInfoInPlace {
                        let modifier = pointer + modified.modifierOffset
                        modifierInfo.inPlace.environment?(modifier, &environment)
                        if let decoration = modifierInfo.inPlace.decoration {
                            decorations.append((modifier + decoration.offset, decoration.type))
                        }
                    }
                    pointer += modified.contentOffset
                    info = InspectionTypeInfo.of(type: modified.contentType)
                } else if let wrapped = info.inPlace.visitWrapped {
                    let seenIn = environment
                    wrapped(pointer) { inner, innerType in
                        self.peel(
                            inner, InspectionTypeInfo.of(type: innerType), seenIn, outer: outer, outerType: outerType,
                            outerEnvironment: outerEnvironment, base: base)
                    }
                    return
                } else {
                    break
                }
            }
            if info === textInfo {
                let string = InspectionSupport.string(ofTextAt: pointer)
                if matches(string) {
                    found = (InspectionTypeInfo.of(type: outerType).inPlace.copy(outer), outerEnvironment)
                    isFound = true
                    return
                }
                seen.append(string)
            }
            let end = decorations.count
            var index = base
            while index < end {
                let decoration = decorations[index]
                visit(decoration.pointer, decoration.type, environment)
                if isFound { return }
                index += 1
            }
            let seenIn = environment
            if let content = info.inPlace.content {
                visitFlattened(pointer + content.offset, content.type, seenIn)
            } else if let elements = info.inPlace.elementsOffset {
                visitViews(at: pointer + elements) { self.visitFlattened($0, $1, seenIn) }
            } else if let children = info.inPlace.visitChildren {
                children(pointer, seenIn) { child, childType in self.visit(child, childType, seenIn) }
            } else if let body = info.inPlace.visitBody {
                body(pointer, seenIn) { child, childType in self.visit(child, childType, seenIn) }
            }
        }
    }

    /// `Text`'s type info.
    private static let textInfo = InspectionTypeInfo.of(type: DarkroomUI.Text.self)
}
