import Foundation

extension ViewHost {
    /// The records under `point` (root coordinates), topmost first: the view that drew the topmost content
    /// there, then the views containing it. Honours `allowsHitTesting(false)` and `contentShape(_:)`.
    package func hitTest(_ point: CGPoint) -> [ResolvedView] {
        updateIfNeeded()
        guard let pass = currentPass, let chain = try? LargeStack.run({ HitTesting.chain(at: point, in: pass.layoutRoot) }) else {
            return []
        }
        var result: [ResolvedView] = []
        var seen = Set<ObjectIdentifier>()
        for node in chain {
            guard let record = pass.recordsByNode[ObjectIdentifier(node)] else { continue }
            var current: ResolvedView? = record
            while let record = current, record.parent != nil {
                if seen.insert(ObjectIdentifier(record)).inserted { result.append(record) }
                current = record.parent
            }
        }
        return result
    }

    /// Taps at `point` (root coordinates): the topmost view there with a tap action (`Button`,
    /// `onTapGesture`) performs it, then the host updates. Throws naming the view on top when nothing
    /// tappable is there, when it is disabled, or when it is covered by another view.
    public func tap(at point: CGPoint) throws {
        try throwPendingError()
        updateIfNeeded()
        guard let pass = currentPass else { return }
        let chain = (try? LargeStack.run { HitTesting.chain(at: point, in: pass.layoutRoot) }) ?? nil
        guard let chain else {
            throw ViewHostError.nothingToTap(at: point, topmost: nil, reason: "no view is there")
        }
        let topmost = chain.lazy.compactMap { pass.recordsByNode[ObjectIdentifier($0)] }.first
        for node in chain {
            guard let marker = node as? HitTestNode, case .target = marker.kind else { continue }
            guard let record = pass.targetRecord(of: marker) else { continue }
            guard record.environment.isEnabled else {
                throw ViewHostError.nothingToTap(
                    at: point, topmost: record.identity.description,
                    reason: "\(record.identity.typeName) is disabled")
            }
            if tapAction(of: record) != nil, let provider = record.value as? any _TapActionProviding,
                let action = provider._tapAction(at: point, frame: frame(of: record) ?? .zero)
            {
                try perform(action)
                return
            }
        }
        throw ViewHostError.nothingToTap(
            at: point, topmost: topmost?.identity.description,
            reason: "no view there responds to taps (it is covered or has no tap action)")
    }

    /// Runs the `.task` bodies of the views on screen (and those started by the changes they make), each
    /// to its end or its first suspension that nothing in the test can resume (a timer, the network).
    /// Tasks of views that went away are cancelled. Throws when the changes never settle.
    public func settle() async throws {
        try throwPendingError()
        updateIfNeeded()
        var rounds = 0
        while true {
            let pending = lifecycleTakePendingTasks()
            if pending.isEmpty { break }
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                throw ViewHostError.updateLoop(views: pending.map(\.node.path), rounds: Self.maximumUpdateRounds)
            }
            for job in pending {
                guard let state = job.node.lifecycle else { continue }
                let action = job.action
                state.taskFinished = false
                let task = Task { @MainActor in
                    await action()
                    state.taskFinished = true
                }
                state.task = task
                runningTasks.append(state)
            }
            try await letTasksRun()
        }
        // Tasks cancelled by the last changes finish too (their cancellation handlers run).
        try await letTasksRun()
        try throwPendingError()
    }

    /// Starts the queued `.task` bodies at once, each running on the main actor synchronously up to its first
    /// suspension (what a one-shot render draws), then re-renders; again for tasks of views that appear meanwhile.
    package func startTasksUpToFirstSuspension() throws {
        try throwPendingError()
        updateIfNeeded()
        var rounds = 0
        while true {
            let pending = lifecycleTakePendingTasks()
            if pending.isEmpty { break }
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                throw ViewHostError.updateLoop(views: pending.map(\.node.path), rounds: Self.maximumUpdateRounds)
            }
            for job in pending {
                guard let state = job.node.lifecycle else { continue }
                let action = job.action
                state.taskFinished = false
                state.taskViewPath = "\(job.node.path)"
                let task = Task.immediate { @MainActor in
                    await action()
                    state.taskFinished = true
                }
                state.task = task
                runningTasks.append(state)
            }
            if graph.needsUpdate.isSet { try update() }
        }
        runningTasks.removeAll { $0.taskFinished }
        try throwPendingError()
    }

    /// What `.wait(for:on:)` lets happen before a one-shot picture, in place: the main run loop (where the main
    /// actor's jobs run) runs until every started task finished or `seconds` passed, re-rendering after each change
    /// and starting the tasks of views that appear; then `clock`, the schedulers' virtual clock, moves forward by
    /// `seconds`, delivering what was scheduled on the way. Throws `WaitForTasksError` when tasks are running and
    /// the main queue cannot run meanwhile (the caller holds the main actor).
    package func runTasks(forAtMost seconds: TimeInterval, advancing clock: SchedulerClock) throws {
        // The view is subscribed and its tasks started before time moves.
        try applyTaskProgress()
        if !runningTasks.isEmpty {
            guard Thread.isMainThread else { throw WaitForTasksError(views: runningTaskViews) }
            let probe = MainQueueProbe()
            DispatchQueue.main.async { probe.ran = true }
            let deadline = Date(timeIntervalSinceNow: max(0, seconds))
            var slices = 0
            while !runningTasks.isEmpty, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.005)))
                slices += 1
                // A run loop that does not run the main queue at once never will: the caller is inside a main-queue job.
                if !probe.ran, slices >= 3 { throw WaitForTasksError(views: runningTaskViews) }
                try applyTaskProgress()
            }
        }
        try advanceSchedulers(by: seconds, clock)
    }

    /// Moves `clock` forward by `seconds`, applying the changes each delivery makes.
    package func advanceSchedulers(by seconds: TimeInterval, _ clock: SchedulerClock) throws {
        try clock.advance(by: Int((max(0, seconds) * 1_000_000_000).rounded())) {
            try applyTaskProgress()
        }
    }

    /// Applies what running tasks (or deliveries) changed, and starts the tasks of views that appeared.
    package func applyTaskProgress() throws {
        try throwPendingError()
        runningTasks.removeAll { $0.taskFinished }
        if graph.needsUpdate.isSet { try update() }
        try startTasksUpToFirstSuspension()
    }

    /// Whether a started task has not finished.
    package var hasRunningTasks: Bool {
        runningTasks.removeAll { $0.taskFinished }
        return !runningTasks.isEmpty
    }

    private var runningTaskViews: [String] {
        runningTasks.map(\.taskViewPath)
    }

    /// Cancels the tasks still running (a one-shot render's host, once drawn).
    package func cancelRunningTasks() {
        for state in runningTasks { state.task?.cancel() }
        runningTasks.removeAll()
    }

    /// Yields until every running task finished or none can make progress (a task waiting for time or
    /// I/O stays running), applying the changes they make as they go.
    private func letTasksRun() async throws {
        for _ in 0..<1_000 {
            runningTasks.removeAll { $0.taskFinished }
            if runningTasks.isEmpty { break }
            await Task.yield()
            if graph.needsUpdate.isSet { try update() }
        }
        runningTasks.removeAll { $0.taskFinished }
        if graph.needsUpdate.isSet { try update() }
    }
}

/// Whether the main queue ran a block since it was enqueued (set on the main queue, read there).
private final class MainQueueProbe: @unchecked Sendable {
    var ran = false
}
