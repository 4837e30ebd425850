import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs layout work on a thread with a large stack, so that deeply nested views (10,000 levels) cannot
/// overflow the caller's stack during resolution, measuring, placement, drawing or deallocation.
///
/// The worker is a plain pthread joined by the caller (no timeouts, no polling). If the system refuses the
/// large stack, smaller ones are tried, and as a last resort the work runs on the calling thread.
enum LargeStack {
    /// Reserved (not committed) stack sizes, largest first: 512 MiB leaves room for roughly 40,000 levels
    /// (10,000 nested stacks need about 100 MiB in a debug build).
    static let stackSizes = [1 << 29, 1 << 27, 1 << 25]
    private static let marker = "DarkroomUI.LargeStack"

    /// Runs main-actor work (view resolution, which calls `body`, then layout and drawing) on a large-stack
    /// thread, still isolated to the main actor: the caller (on the main actor) starts a task bound to the
    /// main actor whose first job is captured and run synchronously on the worker with
    /// `runSynchronously(isolatedTo: MainActor…)`, while the caller waits. No other main-actor work can
    /// interleave, and Swift's run-time isolation checks (e.g. in a closure formed in `body`) see the main
    /// actor as the current executor.
    @MainActor
    static func runIsolated<T>(_ body: @MainActor () throws -> T) throws -> T {
        if Thread.current.threadDictionary[marker] != nil { return try body() }
        return try withoutActuallyEscaping(body) { isolated in
            let detached = unsafeBitCast(isolated, to: (() throws -> T).self)
            let job = Job<T>(body: detached)
            let capture = MainActorJobCapture()
            MainActorJobCapture.start(on: capture) { job.runHere() }
            guard let captured = capture.take() else {
                job.runHere()
                return try job.take()
            }
            let runner = CapturedJobRunner(job: captured, executor: capture)
            for size in stackSizes where spawnAndJoin(runner, stackSize: size) {
                return try job.take()
            }
            runner.runHere()
            return try job.take()
        }
    }

    /// A main-actor closure that layout calls back while a `runIsolated` section holds the main actor (a
    /// `GeometryReader`'s content, resolved at placement). It must only be called inside that section.
    @MainActor
    static func detach<A, R>(_ body: @escaping @MainActor (A) -> R) -> (A) -> R {
        unsafeBitCast(body, to: ((A) -> R).self)
    }

    static func run<T>(_ body: () throws -> T) throws -> T {
        if Thread.current.threadDictionary[marker] != nil { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            let job = Job<T>(body: escapable)
            for size in stackSizes where spawnAndJoin(job, stackSize: size) {
                return try job.take()
            }
            job.runHere()
            return try job.take()
        }
    }

    /// Runs `job` on a new thread with `stackSize` bytes of stack and waits for it; false if no thread started.
    private static func spawnAndJoin(_ job: JobBase, stackSize: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        let argument = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { raw in
            #if canImport(Darwin)
            let job = Unmanaged<JobBase>.fromOpaque(raw).takeRetainedValue()
            #else
            guard let raw else { return nil }
            let job = Unmanaged<JobBase>.fromOpaque(raw).takeRetainedValue()
            #endif
            Thread.current.threadDictionary[LargeStack.marker] = true
            job.runHere()
            return nil
        }, argument)
        guard status == 0 else {
            Unmanaged<JobBase>.fromOpaque(argument).release()
            return false
        }
        #if canImport(Darwin)
        guard let thread else { return false }
        #endif
        pthread_join(thread, nil)
        return true
    }

    /// Runs a captured main-actor task job on the worker, isolated to the main actor.
    private final class CapturedJobRunner: JobBase, @unchecked Sendable {
        let job: UnownedJob
        let executor: MainActorJobCapture

        init(job: UnownedJob, executor: MainActorJobCapture) {
            self.job = job
            self.executor = executor
        }

        override func runHere() {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor.asUnownedTaskExecutor())
        }
    }

    /// Work handed to a worker thread (non-generic so that a C thread entry point can run it).
    fileprivate class JobBase: @unchecked Sendable {
        func runHere() {}
    }

    /// The work and its result; the caller and the worker never touch it at the same time (the caller joins).
    fileprivate final class Job<T>: JobBase, @unchecked Sendable {
        private var body: (() throws -> T)?
        private var result: Result<T, any Error>?

        init(body: @escaping () throws -> T) {
            self.body = body
        }

        /// Runs the work once and drops the closure before returning (it must not outlive the caller's call).
        override func runHere() {
            guard let work = body else { return }
            body = nil
            result = Result { try work() }
        }

        func take() throws -> T {
            body = nil
            guard let result else { throw LayoutError.workerDidNotRun }
            self.result = nil
            return try result.get()
        }
    }
}

/// A task executor that keeps the first job enqueued on it (the start of a main-actor task), so that the
/// job can run synchronously on a large-stack thread.
final class MainActorJobCapture: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var job: UnownedJob?

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.lock()
        self.job = unowned
        lock.unlock()
    }

    func take() -> UnownedJob? {
        lock.lock()
        defer { job = nil; lock.unlock() }
        return job
    }

    /// Starts a main-actor task preferring `capture`: its first job lands in `capture` (nonisolated, so the
    /// task does not inherit the caller's isolation and start on the main queue).
    nonisolated static func start(on capture: MainActorJobCapture, _ work: @escaping @Sendable () -> Void) {
        _ = Task(executorPreference: capture) { @MainActor in work() }
    }
}
