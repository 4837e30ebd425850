import DarkroomUI

/// One view met while inspecting: the view itself (modifiers peeled off), its modifiers (outermost first), the
/// environment it sees, and how it was reached (for error messages). A node found through a host also keeps its
/// record in the host's resolved tree, so it re-resolves after actions.
///
/// A class: a search makes one per view and passes it around; copying a reference costs one retain, copying
/// the fields would cost one per field.
@MainActor
package final class InspectedNode {
    package let view: Any
    package let info: InspectionTypeInfo
    package let modifiers: [Any]
    package let environment: EnvironmentValues
    package let path: String
    /// The host the view lives in, when it was found through one.
    package let context: InspectionContext?
    /// The view's record in the host (after peeling modifiers), and the record it was reached by (before peeling).
    package let record: ResolvedView?
    package let outerRecord: ResolvedView?
    /// The views `.background`/`.overlay` modifiers add (records, inside a host).
    let decorationRecords: [ResolvedView]
    /// The value before peeling (for a snapshot of the view alone).
    package let rawValue: Any
    /// The host generation the record belongs to.
    let generation: Int

    init(
        view: Any, info: InspectionTypeInfo, modifiers: [Any], environment: EnvironmentValues, path: String,
        context: InspectionContext?, record: ResolvedView?, outerRecord: ResolvedView?, decorationRecords: [ResolvedView],
        rawValue: Any, generation: Int
    ) {
        self.view = view
        self.info = info
        self.modifiers = modifiers
        self.environment = environment
        self.path = path
        self.context = context
        self.record = record
        self.outerRecord = outerRecord
        self.decorationRecords = decorationRecords
        self.rawValue = rawValue
        self.generation = generation
    }

    /// Peels modifiers (applying their environment changes) and transparent wrappers (`Optional`, `if`/`else`,
    /// `.id(_:)`).
    package static func make(_ raw: Any, environment: EnvironmentValues, path: String, context: InspectionContext?) -> InspectedNode {
        var view = raw
        var modifiers: [Any] = []
        var environment = environment
        var info = InspectionTypeInfo.of(view)
        while true {
            if let modified = info.modified {
                let (content, modifier) = modified(view)
                modifiers.append(modifier)
                InspectionSupport.applyEnvironment(of: modifier, to: &environment)
                view = content
            } else if let transparent = info.transparent {
                guard let wrapped = transparent(view) else {
                    view = AbsentView(type: typeName(view))
                    info = InspectionTypeInfo.of(view)
                    break
                }
                if info.isIDView { modifiers.append(view) }
                view = wrapped
            } else {
                break
            }
            info = InspectionTypeInfo.of(view)
        }
        return InspectedNode(
            view: view, info: info, modifiers: modifiers, environment: environment, path: path,
            context: context, record: nil, outerRecord: nil, decorationRecords: [], rawValue: raw, generation: 0)
    }

    /// Peels a record of a host's resolved tree the same way.
    package static func make(record outer: ResolvedView, path: String, context: InspectionContext) -> InspectedNode {
        var record = outer
        var modifiers: [Any] = []
        var decorations: [ResolvedView] = []
        var view = record.value
        var info = record.inspectionInfo
        func absent() -> InspectedNode {
            InspectedNode(
                view: AbsentView(type: typeName(view)), info: InspectionTypeInfo.of(AbsentView(type: "")), modifiers: modifiers,
                environment: record.environment, path: path, context: context, record: nil, outerRecord: outer,
                decorationRecords: decorations, rawValue: outer.value, generation: context.host.generation)
        }
        while true {
            if let modifierOf = info.modifier {
                let modifier = modifierOf(view)
                modifiers.append(modifier)
                if InspectionTypeInfo.of(modifier).isCustomModifier {
                    guard let content = contentRecord(inCustomModifierBody: record.children.first) else { return absent() }
                    record = content
                } else {
                    guard let first = record.children.first else { return absent() }
                    decorations.append(contentsOf: record.children.dropFirst())
                    record = first
                }
            } else if info.transparent != nil {
                if info.isIDView { modifiers.append(view) }
                guard let first = record.children.first else { return absent() }
                record = first
            } else {
                break
            }
            view = record.value
            info = record.inspectionInfo
        }
        return InspectedNode(
            view: view, info: info, modifiers: modifiers, environment: record.environment, path: path,
            context: context, record: record, outerRecord: outer, decorationRecords: decorations,
            rawValue: outer.value, generation: context.host.generation)
    }

    /// The record of the content inside a custom modifier's body (`_ViewModifier_Content`'s child).
    static func contentRecord(inCustomModifierBody body: ResolvedView?) -> ResolvedView? {
        guard let body else { return nil }
        var stack = [body]
        while let record = stack.popLast() {
            if record.inspectionInfo.isModifierContent { return record.children.first }
            stack.append(contentsOf: record.children.reversed())
        }
        return nil
    }

    func with(path: String) -> InspectedNode {
        InspectedNode(
            view: view, info: info, modifiers: modifiers, environment: environment, path: path, context: context,
            record: record, outerRecord: outerRecord, decorationRecords: decorationRecords, rawValue: rawValue,
            generation: generation)
    }

    /// The same view after the host re-resolved (found again by its identity).
    func refreshed() -> InspectedNode {
        guard let context, let outerRecord, context.host.generation != generation,
            let fresh = context.host.record(for: outerRecord.identity)
        else { return self }
        return .make(record: fresh, path: path, context: context)
    }

    private func child(_ raw: Any) -> InspectedNode {
        .make(raw, environment: environment, path: path, context: context)
    }

    private func child(record: ResolvedView) -> InspectedNode {
        .make(record: record, path: path, context: context!)
    }

    /// The body of a custom view, if this is one.
    var bodyNode: InspectedNode? {
        guard info.body != nil else { return nil }
        if let record { return record.children.first.map { child(record: $0) } }
        return info.body.map { child($0(view, environment)) }
    }

    /// The views this view contains, as ViewInspector indexes them; `nil` for views that contain none.
    var childNodes: [InspectedNode?]? {
        guard let container = info.container else { return nil }
        guard let record else { return container(view, environment).map { $0.map(child) } }
        if let parts = info.parts {
            // Style-drawn controls: their parts are found inside the style's body, in the configuration's views.
            return parts.map { part in
                Self.find(part, in: record).flatMap { $0.children.first }.map { child(record: $0) }
            }
        }
        var slots: [ResolvedView?] = []
        Self.flatten(record.children, into: &slots)
        return slots.map { $0.map { child(record: $0) } }
    }

    static func flatten(_ records: [ResolvedView], into slots: inout [ResolvedView?]) {
        for record in records {
            let info = record.inspectionInfo
            if info.tuple != nil {
                flatten(record.children, into: &slots)
            } else if info.transparent != nil, !info.isIDView {
                if record.children.isEmpty { slots.append(nil) } else { flatten(record.children, into: &slots) }
            } else {
                slots.append(record)
            }
        }
    }

    /// The first record below `root` whose view is of the inspection kind `kind`.
    static func find(_ kind: String, in root: ResolvedView) -> ResolvedView? {
        var queue = root.children[...]
        while let record = queue.popFirst() {
            if inspectionKind(of: record.valueType) == kind { return record }
            queue.append(contentsOf: record.children)
        }
        return nil
    }

    /// The one view this view stands for: a custom view's body, or the only child of a one-child view.
    func soleChild(call: String) -> InspectedNode? {
        if let bodyNode { return bodyNode }
        if let views = childNodes, views.count == 1, let only = views[0] { return only }
        return nil
    }

    /// Every view directly inside this one, for searching: contained views, a custom view's body, and the views
    /// `.background`/`.overlay` modifiers draw.
    func searchChildren() -> [InspectedNode] {
        var result: [InspectedNode] = []
        if record != nil {
            result.append(contentsOf: decorationRecords.map { child(record: $0) })
        } else {
            for modifier in modifiers {
                if let decoration = InspectionSupport.decoration(of: modifier) { result.append(child(decoration)) }
            }
        }
        if let views = childNodes {
            for case let view? in views { result.append(view) }
        } else if let bodyNode {
            result.append(bodyNode)
        }
        return result
    }

    /// Whether this stands for an absent view (an `if` whose condition is false, a `nil` optional).
    var isAbsent: Bool { type(of: view) == AbsentView.self }

    /// The modifiers' names, for error messages.
    var modifierNames: [String] { modifiers.map { describeModifier($0) } }
}

/// An `if` whose condition is false, or a `nil` optional view.
struct AbsentView {
    let type: String
}
