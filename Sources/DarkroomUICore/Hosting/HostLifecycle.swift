/// Delivers lifecycle events after each update pass, in tree order: `onDisappear` of identities that went
/// away (their tasks cancelled), then `onAppear` of new ones, `onChange` of values that changed, and
/// `.task` bodies queued for ``ViewHost/settle()``.
@MainActor
struct HostLifecycle {
    /// A `.task` body waiting for `settle()`.
    struct PendingTask {
        let node: ViewGraphNode
        let generation: Int
        let action: @isolated(any) @Sendable () async -> Void
    }

    private(set) var pendingTasks: [PendingTask] = []
    /// The identities whose lifecycle actions ran in the last round (named when changes never settle).
    private(set) var lastChangedViews: [String] = []

    mutating func deliver(pass: HostPass?, removed: [ViewGraphNode], graph: ViewGraph) {
        lastChangedViews = []
        deliverDisappearance(of: removed)
        guard let pass else { return }
        for event in pass.lifecycleEvents {
            let node = event.node
            let state = node.lifecycle ?? NodeLifecycle()
            node.lifecycle = state
            switch event.kind {
            case .appear(let action):
                guard !state.hasAppeared else { continue }
                state.hasAppeared = true
                if let action {
                    lastChangedViews.append(node.path)
                    action()
                }
            case .disappear(let action):
                state.onDisappear = action
            case .change(let value, let action, let initial):
                let previous = state.changeValue
                state.changeValue = value
                if let previous {
                    if !previous.isEqual(to: value) {
                        lastChangedViews.append(node.path)
                        action(previous.base, value.base)
                    }
                } else if initial {
                    action(value.base, value.base)
                }
            case .task(let id, let action):
                if state.taskStarted, let id, let old = state.taskID, old.isEqual(to: id) { continue }
                if state.taskStarted, id == nil { continue }
                state.task?.cancel()
                state.task = nil
                state.taskStarted = true
                state.taskID = id
                state.taskGeneration += 1
                pendingTasks.append(PendingTask(node: node, generation: state.taskGeneration, action: action))
            }
        }
    }

    /// Records views whose actions ran outside `deliver` (preference observers), for the update-loop error.
    mutating func noteChanged(_ paths: [String]) {
        lastChangedViews.append(contentsOf: paths)
    }

    mutating func deliverDisappearance(of removed: [ViewGraphNode]) {
        for node in removed {
            guard let state = node.lifecycle else { continue }
            state.task?.cancel()
            state.task = nil
            state.taskGeneration += 1
            if state.hasAppeared {
                state.hasAppeared = false
                state.onDisappear?()
            }
        }
    }

    /// Takes the queued task bodies (those whose view still wants them).
    mutating func takePendingTasks() -> [PendingTask] {
        defer { pendingTasks = [] }
        return pendingTasks.filter { $0.node.lifecycle?.taskGeneration == $0.generation }
    }
}

/// One lifecycle modifier met in a pass.
package struct LifecycleRegistration {
    package enum Kind {
        case appear((() -> Void)?)
        case disappear(() -> Void)
        case change(AnyEquatableValue, action: (Any, Any) -> Void, initial: Bool)
        case task(id: AnyEquatableValue?, action: @isolated(any) @Sendable () async -> Void)
    }

    let node: ViewGraphNode
    let kind: Kind
}

/// The lifecycle bookkeeping of one identity.
@MainActor
final class NodeLifecycle {
    var hasAppeared = false
    var onDisappear: (() -> Void)?
    var changeValue: AnyEquatableValue?
    var taskStarted = false
    var taskID: AnyEquatableValue?
    var taskGeneration = 0
    var task: Task<Void, Never>?
    var taskFinished = false
    /// Where the view whose task runs is (named when `.wait(for:on:)` cannot let it go on).
    var taskViewPath = ""
    /// The last value each `onPreferenceChange` of this identity received.
    var preferenceValues: [String: AnyEquatableValue] = [:]
}

/// An `Equatable` value, type-erased (the value `onChange(of:)` and `task(id:)` compare).
package struct AnyEquatableValue {
    let base: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        base = value
        equals = { ($0 as? T) == value }
    }

    func isEqual(to other: AnyEquatableValue) -> Bool { equals(other.base) }
}
