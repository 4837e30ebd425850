import Foundation

/// Runs layout work on a thread with a large stack, so that deeply nested views (10,000 levels) cannot
/// overflow the caller's stack during resolution, measuring, placement, drawing or deallocation.
enum LargeStack {
    /// Reserved (not committed) stack size: 512 MiB of address space; 10,000 nested stacks need about 100 MiB
    /// in a debug build, so this leaves room for roughly 40,000 levels.
    static let stackSize = 1 << 29
    private static let marker = "DarkroomUI.LargeStack"

    static func run<T>(_ body: () throws -> T) throws -> T {
        if Thread.current.threadDictionary[marker] != nil { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            let job = Job<T>(body: escapable)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                Thread.current.threadDictionary[marker] = true
                job.run()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            job.discardBody()
            return try job.take()
        }
    }

    /// The work and its result, handed between the caller and the worker thread (which never run it concurrently).
    private final class Job<T>: @unchecked Sendable {
        private var body: (() throws -> T)?
        private var result: Result<T, any Error>?

        init(body: @escaping () throws -> T) {
            self.body = body
        }

        /// Runs the work once and drops the closure before returning (it must not outlive the caller's call).
        func run() {
            guard let work = body else { return }
            body = nil
            result = Result { try work() }
        }

        func discardBody() {
            body = nil
        }

        func take() throws -> T {
            guard let result else { throw LayoutError.workerDidNotRun }
            self.result = nil
            return try result.get()
        }
    }
}

/// Internal failures of the layout machinery.
enum LayoutError: Error, CustomStringConvertible {
    case workerDidNotRun

    var description: String { "DarkroomUI: the layout worker thread did not run." }
}
