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
/// The work runs on a long-lived worker thread (kept between calls, so a tap does not start a thread); the caller
/// waits for it on a condition variable (no timeouts, no polling). If the system refuses the large stack,
/// smaller ones are tried, and as a last resort the work runs on the calling thread.
package enum LargeStack {
    /// Reserved (not committed) stack sizes, largest first: 512 MiB leaves room for roughly 40,000 levels
    /// (10,000 nested stacks need about 100 MiB in a debug build).
    static let stackSizes = [1 << 29, 1 << 27, 1 << 25]

    /// Runs main-actor work (view resolution, which calls `body`, then layout and drawing) on a large-stack
    /// thread, still isolated to the main actor: the caller (on the main actor) starts a task bound to the
    /// main actor whose first job is captured and run synchronously on the worker with
    /// `runSynchronously(isolatedTo: MainActor…)`, while the caller waits. No other main-actor work can
    /// interleave, and Swift's run-time isolation checks (e.g. in a closure formed in `body`) see the main
    /// actor as the current executor.
    @MainActor
    static func runIsolated<T>(_ body: @MainActor () throws -> T) throws -> T {
        if isWorkerThread { return try body() }
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
            if runOnWorker(runner) { return try job.take() }
            runner.runHere()
            return try job.take()
        }
    }

    /// A main-actor closure that layout calls back while a `runIsolated` section holds the main actor (a
    /// `GeometryReader`'s content, resolved at placement). It must only be called inside that section.
    @MainActor
    package static func detach<A, R>(_ body: @escaping @MainActor (A) -> R) -> (A) -> R {
        unsafeBitCast(body, to: ((A) -> R).self)
    }

    static func run<T>(_ body: () throws -> T) throws -> T {
        if isWorkerThread { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            let job = Job<T>(body: escapable)
            if runOnWorker(job) { return try job.take() }
            job.runHere()
            return try job.take()
        }
    }

    /// Runs `job` on an idle worker thread (or a new one) and waits for it; false if no thread could be started.
    private static func runOnWorker(_ job: JobBase) -> Bool {
        WorkerPool.shared.run(job)
    }

    /// Whether the calling thread is one of the large-stack workers (their work runs nested calls in place).
    private static var isWorkerThread: Bool {
        pthread_getspecific(WorkerPool.shared.markerKey) != nil
    }

    /// Long-lived large-stack threads, each running one job at a time for a caller that waits for it. A caller
    /// takes an idle worker or starts a new one (never waits for a busy one, so nested or concurrent callers
    /// cannot deadlock); at most `idleLimit` workers are kept for later calls, the others end after their job.
    private final class WorkerPool: @unchecked Sendable {
        static let shared = WorkerPool()
        static let idleLimit = 2

        let markerKey: pthread_key_t
        private let lock = NSLock()
        private var idle: [Worker] = []

        private init() {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            markerKey = key
        }

        func run(_ job: JobBase) -> Bool {
            lock.lock()
            let reused = idle.popLast()
            lock.unlock()
            guard let worker = reused ?? Worker.start(stackSizes: LargeStack.stackSizes, markerKey: markerKey) else { return false }
            worker.run(job)
            lock.lock()
            if idle.count < Self.idleLimit {
                idle.append(worker)
                lock.unlock()
            } else {
                lock.unlock()
                worker.stop()
            }
            return true
        }
    }

    /// One worker thread: it waits (on a condition variable, no polling) for a job, runs it, and signals the
    /// caller, until it is stopped.
    private final class Worker: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var job: JobBase?
        private var finished = false
        private var stopping = false

        private init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(condition, nil)
        }

        deinit {
            pthread_cond_destroy(condition)
            pthread_mutex_destroy(mutex)
            condition.deallocate()
            mutex.deallocate()
        }

        /// A worker on a new detached thread with the first stack size the system grants; nil if none.
        static func start(stackSizes: [Int], markerKey: pthread_key_t) -> Worker? {
            let worker = Worker()
            for size in stackSizes where worker.spawn(stackSize: size, markerKey: markerKey) { return worker }
            return nil
        }

        private func spawn(stackSize: Int, markerKey: pthread_key_t) -> Bool {
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return false }
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
                pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
            else { return false }
            let context = WorkerStart(worker: self, markerKey: markerKey)
            let argument = Unmanaged.passRetained(context).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(
                &thread, &attributes,
                { raw in
                    #if canImport(Darwin)
                    let context = Unmanaged<WorkerStart>.fromOpaque(raw).takeRetainedValue()
                    #else
                    guard let raw else { return nil }
                    let context = Unmanaged<WorkerStart>.fromOpaque(raw).takeRetainedValue()
                    #endif
                    pthread_setspecific(context.markerKey, UnsafeRawPointer(bitPattern: 1))
                    context.worker.loop()
                    return nil
                }, argument)
            guard status == 0 else {
                Unmanaged<WorkerStart>.fromOpaque(argument).release()
                return false
            }
            return true
        }

        /// Runs `job` on the worker thread and returns when it has finished.
        func run(_ job: JobBase) {
            pthread_mutex_lock(mutex)
            self.job = job
            finished = false
            pthread_cond_broadcast(condition)
            while !finished { pthread_cond_wait(condition, mutex) }
            pthread_mutex_unlock(mutex)
        }

        /// Ends the worker thread (once it is idle).
        func stop() {
            pthread_mutex_lock(mutex)
            stopping = true
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }

        /// The thread's body: waits for jobs and runs them until stopped.
        fileprivate func loop() {
            pthread_mutex_lock(mutex)
            while true {
                while job == nil, !stopping { pthread_cond_wait(condition, mutex) }
                guard let current = job else { break }
                pthread_mutex_unlock(mutex)
                current.runHere()
                pthread_mutex_lock(mutex)
                job = nil
                finished = true
                pthread_cond_broadcast(condition)
            }
            pthread_mutex_unlock(mutex)
        }
    }

    /// What a new worker thread starts with.
    private final class WorkerStart: @unchecked Sendable {
        let worker: Worker
        let markerKey: pthread_key_t

        init(worker: Worker, markerKey: pthread_key_t) {
            self.worker = worker
            self.markerKey = markerKey
        }
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

    /// The work and its result; the caller and the worker never touch it at the same time (the caller waits for
    /// the worker under the worker's mutex).
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
        defer {
            job = nil
            lock.unlock()
        }
        return job
    }

    /// Starts a main-actor task preferring `capture`: its first job lands in `capture` (nonisolated, so the
    /// task does not inherit the caller's isolation and start on the main queue).
    nonisolated static func start(on capture: MainActorJobCapture, _ work: @escaping @Sendable () -> Void) {
        _ = Task(executorPreference: capture) { @MainActor in work() }
    }
}
