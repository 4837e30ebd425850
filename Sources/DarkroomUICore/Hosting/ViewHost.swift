import Foundation

/// A hosted view: owns its state (by identity), resolves and lays it out, and delivers actions, lifecycle
/// events and tasks, synchronously and deterministically (no run loop, no timers).
///
/// After every action the host re-resolves what changed, lays the view out, then delivers `onAppear`,
/// `onDisappear` and `onChange` in tree order until nothing changes (at most
/// ``ViewHost/maximumUpdateRounds`` rounds). `.task` bodies run when a test awaits ``settle()``.
@MainActor
public final class ViewHost {
    /// The number of update rounds after which an endless chain of changes is reported as an error.
    public static let maximumUpdateRounds = 100

    /// The proposal the root view is laid out under.
    public let proposal: ProposedViewSize
    /// The environment the root view is resolved in.
    public var environment: EnvironmentValues {
        didSet { graph.needsUpdate.set() }
    }
    let graph = ViewGraph()
    private let resolveRoot: @MainActor (EnvironmentValues, inout _ViewOutputs) -> Void
    private let rootTypeName: String
    private var pass: HostPass?
    private(set) var lifecycle = HostLifecycle()
    /// Tasks started by `settle()` that have not finished.
    var runningTasks: [NodeLifecycle] = []
    private var isUpdating = false
    /// Work to run once the current update settled: values publishers sent (`onReceive`), deferred callbacks.
    private var pendingDeliveries: [() -> Void] = []
    /// The subscriptions of the views' `onReceive` modifiers.
    private let receivers = HostReceivers()
    private var isExpelled = false
    /// The error of the last update (an endless loop of changes), reported by the next throwing call.
    private var pendingError: (any Error)?

    init<V: View>(_ view: V, size: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        proposal = size.sanitized
        self.environment = environment
        if AppLanguage.layoutDirection(ofRoot: view) == .rightToLeft {
            // The root's locale is the app's language: a right-to-left one lays the screen out right to left.
            let directed = view.environment(\.layoutDirection, .rightToLeft)
            resolveRoot = { env, outputs in Resolver.resolve(directed, environment: env, into: &outputs) }
        } else {
            resolveRoot = { env, outputs in Resolver.resolve(view, environment: env, into: &outputs) }
        }
        rootTypeName = String(describing: V.self)
        graph.needsUpdate.set()
        do { try update() } catch { pendingError = error }
    }

    isolated deinit {
        for state in runningTasks { state.task?.cancel() }
        // Records and layout nodes of deep trees are released on a large stack.
        let pass = self.pass, graph = self.graph
        let graveyard = Graveyard(pass: pass, graph: graph)
        _ = try? LargeStack.run { graveyard.bury() }
    }

    // MARK: The resolved tree

    /// The root view's record after the last update (updating first if state changed since).
    package var root: ResolvedView {
        updateIfNeeded()
        let top = pass?.rootRecord
        return top?.children.first ?? top ?? ResolvedView(value: (), identity: ViewIdentity(node: graph.anchor), parent: nil, environment: environment)
    }

    /// Bumps on every re-resolution: handles found earlier re-find their record by identity.
    package var generation: Int {
        updateIfNeeded()
        return graph.generation
    }

    /// The size of the root view after the last layout (its frame: ``ViewHost`` places the root on the
    /// iPhone 13 Pro's screen inside the safe area for ``ViewHosting/defaultSize``, else centred in a box of
    /// the size it was hosted with, at the origin).
    public var size: CGSize {
        updateIfNeeded()
        return pass?.size ?? .zero
    }

    /// The `@AppStorage` values the host's views read, by key, from the defaults each key was read from
    /// (`UserDefaults.standard` unless the view sets `.defaultAppStorage(_:)` or its property names a `store:`).
    /// Setting one writes those defaults and re-renders the views that read it: `host.appStorage["username"] =
    /// "Ada"`; a key left out of the new dictionary is removed. Writing `UserDefaults` directly does the same.
    public var appStorage: [String: Any] {
        get {
            updateIfNeeded()
            let store = graph.appStorage
            var values: [String: Any] = [:]
            for key in store.readKeys { values[key] = store.defaults(forKey: key).object(forKey: key) }
            return values
        }
        set {
            let store = graph.appStorage
            let changed = Set(newValue.keys).union(store.readKeys)
            for key in changed {
                let defaults = store.defaults(forKey: key)
                if let value = newValue[key] { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
                store.noteRead(forKey: key, in: defaults)
                store.invalidateReaders(forKey: key, graph: graph)
            }
            graph.needsUpdate.set()
        }
    }

    /// Messages about misuse found while hosting (a state write during `body`, …), in the order found.
    public var diagnostics: [String] {
        updateIfNeeded()
        return graph.diagnostics + (pass?.diagnostics ?? [])
    }

    /// The current record of the view with `identity`, if it still exists.
    package func record(for identity: ViewIdentity) -> ResolvedView? {
        updateIfNeeded()
        return pass?.records[identity]
    }

    /// The frame of `record` in the root's coordinates after the last layout (the union of the frames of
    /// the nodes it resolved to); nil if it resolved to nothing that was placed.
    package func frame(of record: ResolvedView) -> CGRect? {
        updateIfNeeded()
        let placed = record.layoutNodes.filter(\.isPlaced)
        guard let first = placed.first else { return nil }
        return placed.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    // MARK: Actions

    /// Runs a user action (a button's, a tap gesture's), then updates: re-resolve, layout, and lifecycle
    /// events until nothing changes. Throws when the changes never settle.
    package func perform(_ action: () -> Void) throws {
        try throwPendingError()
        action()
        try update()
    }

    /// The action a tap on `record` performs: a `Button`'s (nil when disabled) or an `onTapGesture`'s.
    package func tapAction(of record: ResolvedView) -> (() -> Void)? {
        guard let provider = record.value as? any _TapActionProviding else { return nil }
        guard record.environment.isEnabled else { return nil }
        return provider._tapAction
    }

    /// Re-resolves and lays out if any state changed since the last update.
    package func updateIfNeeded() {
        if !isUpdating, graph.appStorage.invalidateChangedKeys(graph: graph) { graph.needsUpdate.set() }
        guard graph.needsUpdate.isSet, !isUpdating else { return }
        do { try update() } catch { pendingError = error }
    }

    /// Reports an update error found by a non-throwing call.
    func throwPendingError() throws {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
    }

    /// Re-resolves, lays out and delivers lifecycle events until nothing changes, then delivers the values
    /// publishers sent meanwhile (`onReceive`) and the work deferred to after the update, each as an action.
    package func update() throws {
        guard !isUpdating else { return }
        let saved = ViewHost.current
        ViewHost.current = self
        defer { ViewHost.current = saved }
        try updateRounds()
        var rounds = 0
        while !pendingDeliveries.isEmpty {
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                pendingDeliveries = []
                throw ViewHostError.updateLoop(views: ["onReceive"], rounds: Self.maximumUpdateRounds)
            }
            let work = pendingDeliveries.removeFirst()
            work()
            try updateRounds()
        }
    }

    /// The host updating or delivering right now (inside `onAppear`, `onReceive` actions), if any: inspection
    /// callbacks that run there (ViewInspector's `InspectionEmissary`, `on(\.didAppear)`) inspect through it.
    package private(set) static var current: ViewHost?

    /// Runs `work` as soon as the current update has settled (at once when the host is idle), then updates.
    package func afterUpdate(_ work: @escaping () -> Void) {
        pendingDeliveries.append(work)
        guard !isUpdating else { return }
        do { try update() } catch { pendingError = error }
    }

    /// One update: resolution rounds until no state changed.
    private func updateRounds() throws {
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        repeat {
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                throw ViewHostError.updateLoop(views: lifecycle.lastChangedViews, rounds: Self.maximumUpdateRounds)
            }
            graph.needsUpdate.clear()
            let removed = try resolvePass()
            lifecycle.deliver(pass: pass, removed: removed, graph: graph)
            if let root = pass?.layoutRoot {
                let changed = try LargeStack.run { PreferenceDelivery.deliver(in: root) }
                lifecycle.noteChanged(changed)
            }
            receivers.reconcile(pass?.receivers ?? []) { [weak self] work in self?.afterUpdate(work) }
        } while graph.needsUpdate.isSet
        if let error = graph.takeError() { throw error }
    }

    /// One resolution and layout of the root, replacing the previous pass (released on the large stack).
    private func resolvePass() throws -> [ViewGraphNode] {
        let graph = self.graph, proposal = self.proposal, environment = self.environment, resolveRoot = self.resolveRoot
        let previous = Graveyard(pass: pass, graph: nil)
        pass = nil
        let result = try LargeStack.runIsolated { () -> (HostPass, [ViewGraphNode]) in
            previous.bury()
            let session = HostSession(graph: graph, isUpdate: true)
            let context = ResolveContext(session: session)
            var outputs = _ViewOutputs(nodes: [], context: context)
            let screen = HostScreen.forProposal(proposal)
            resolveRoot(screen.environment(environment), &outputs)
            let root = Resolver.single(outputs.nodes, combinedWith: VStackLayout())
            let (placed, canvas) = screen.place(root)
            if let error = context.error { graph.fail(error) }
            let removed = session.prune()
            let pass = HostPass(
                rootRecord: session.finish(), layoutRoot: placed, size: root.frame.size, canvas: canvas,
                diagnostics: context.diagnostics, lifecycleEvents: session.lifecycleEvents)
            pass.receivers = session.receivers
            return (pass, removed)
        }
        pass = result.0
        return result.1
    }

    /// Ends hosting: every view disappears.
    func expel() {
        guard !isExpelled else { return }
        isExpelled = true
        receivers.cancelAll()
        let removed = Self.allNodes(in: graph)
        lifecycle.deliverDisappearance(of: removed)
    }

    private static func allNodes(in graph: ViewGraph) -> [ViewGraphNode] {
        var result: [ViewGraphNode] = []
        var stack = [graph.anchor]
        while let node = stack.popLast() {
            if node.lifecycle != nil { result.append(node) }
            stack.append(contentsOf: node.children.values)
        }
        return result.sorted { $0.order < $1.order }
    }

    var currentPass: HostPass? { pass }

    func lifecycleTakePendingTasks() -> [HostLifecycle.PendingTask] {
        lifecycle.takePendingTasks()
    }

    // MARK: Drawing

    /// The display list of the last update's layout (the root placed on the host's screen, as
    /// `.image(on: .iPhone13Pro)` places it for the default size), without resolving again.
    package func displayList(scale: CGFloat) throws -> DisplayList {
        updateIfNeeded()
        guard let pass else { return DisplayList(size: .zero, scale: scale, items: []) }
        return try LargeStack.run {
            var builder = DisplayListBuilder(scale: scale)
            pass.layoutRoot.draw(into: &builder)
            return DisplayList(size: pass.canvas, scale: scale, items: builder.items)
        }
    }

    /// The hosted root view, to place inside other views for drawing (see `displayList(of:proposal:scale:)`).
    package var rootView: _HostedRootView { _HostedRootView(resolveRoot: resolveRoot) }

    /// The display list of `wrapped` — views placing `rootView` (a snapshot layout: frame, safe area,
    /// background) — under `proposal`, at `scale`, with the host's current state. Does not change the state.
    package func displayList<W: View>(of wrapped: W, proposal: ProposedViewSize, scale: CGFloat) throws -> DisplayList {
        updateIfNeeded()
        let graph = self.graph, environment = self.environment
        let sanitized = proposal.sanitized
        return try LargeStack.runIsolated {
            let session = HostSession(graph: graph, isUpdate: false)
            let context = ResolveContext(session: session)
            let pass = LayoutPass(wrapped, proposal: sanitized, environment: environment, context: context)
            _ = session.finish()
            return pass.displayList(scale: scale)
        }
    }
}

extension ViewHost {
    /// `wrapped` (views placing `rootView`) as an image under `proposal` at `scale`, in the current state.
    package func render<W: View>(_ wrapped: W, proposal: ProposedViewSize, scale: CGFloat) throws -> Bitmap {
        try RenderPipeline(scale: scale, host: self).render(wrapped, proposal: proposal)
    }
}

/// What one update pass produced.
final class HostPass {
    let rootRecord: ResolvedView?
    let layoutRoot: LayoutNode
    let size: CGSize
    /// The screen (or box) the root is placed on: what a snapshot of the host draws.
    let canvas: CGSize
    let diagnostics: [String]
    let lifecycleEvents: [LifecycleRegistration]
    /// The `onReceive` modifiers met, in tree order.
    var receivers: [ReceiverRegistration] = []
    /// Records by identity (the outermost record of an identity wins).
    private(set) lazy var records: [ViewIdentity: ResolvedView] = {
        var map: [ViewIdentity: ResolvedView] = [:]
        guard let rootRecord else { return map }
        var stack = [rootRecord]
        while let record = stack.popLast() {
            if map[record.identity] == nil { map[record.identity] = record }
            stack.append(contentsOf: record.children.reversed())
        }
        return map
    }()

    /// The innermost record of each layout node (for hit-testing).
    private(set) lazy var recordsByNode: [ObjectIdentifier: ResolvedView] = {
        var map: [ObjectIdentifier: ResolvedView] = [:]
        guard let rootRecord else { return map }
        var stack = [rootRecord]
        while let record = stack.popLast() {
            for node in record.layoutNodes { map[ObjectIdentifier(node)] = record }
            stack.append(contentsOf: record.children.reversed())
        }
        return map
    }()

    /// The record that owns a tap target marker: the outermost record whose nodes include it (the
    /// `Button` or the `onTapGesture` modifier), found from the innermost one.
    func targetRecord(of marker: HitTestNode) -> ResolvedView? {
        var record = recordsByNode[ObjectIdentifier(marker)]
        while let current = record {
            if current.value is any _TapActionProviding { return current }
            guard let parent = current.parent, parent.layoutNodes.contains(where: { $0 === marker }) else { break }
            record = parent
        }
        return record
    }

    init(
        rootRecord: ResolvedView?, layoutRoot: LayoutNode, size: CGSize, canvas: CGSize, diagnostics: [String],
        lifecycleEvents: [LifecycleRegistration]
    ) {
        self.rootRecord = rootRecord
        self.layoutRoot = layoutRoot
        self.size = size
        self.canvas = canvas
        self.diagnostics = diagnostics
        self.lifecycleEvents = lifecycleEvents
    }
}

/// Holds a pass (and a graph) until it is released on the large stack: deep trees release recursively.
final class Graveyard: @unchecked Sendable {
    private var pass: HostPass?
    private var graph: ViewGraph?

    init(pass: HostPass?, graph: ViewGraph?) {
        self.pass = pass
        self.graph = graph
    }

    func bury() {
        if let record = pass?.rootRecord { ResolvedView.dismantle(record) }
        pass = nil
        graph?.dismantle()
        graph = nil
    }
}

/// The hosted root view inside a snapshot's placement: resolves the host's root view at the root identity.
public nonisolated struct _HostedRootView: View, _PrimitiveView {
    let resolveRoot: @MainActor (EnvironmentValues, inout _ViewOutputs) -> Void

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        if let session = outputs.context.session {
            let saved = session.cursor
            session.cursor = HostSession.Cursor(record: nil, node: session.graph.anchor)
            session.pendingComponent = .root
            view.resolveRoot(environment, &outputs)
            session.cursor = saved
        } else {
            view.resolveRoot(environment, &outputs)
        }
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var outputs = _ViewOutputs(nodes: [], context: context)
        Self._appendNodes(of: self, environment: environment, into: &outputs)
        return outputs.nodes
    }
}
