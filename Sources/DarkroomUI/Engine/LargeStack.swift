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

    /// Work handed to a worker thread (non-generic so that a C thread entry point can run it).
    private class JobBase: @unchecked Sendable {
        func runHere() {}
    }

    /// The work and its result; the caller and the worker never touch it at the same time (the caller joins).
    private final class Job<T>: JobBase, @unchecked Sendable {
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
