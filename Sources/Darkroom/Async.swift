/// A wrapper around an asynchronous operation.
///
/// Snapshot strategies may use this type to create snapshots asynchronously: the operation hands
/// its value to a callback, possibly later. `verifySnapshot` waits up to its `timeout` for it.
///
/// ```swift
/// Async<Bitmap> { callback in
///   renderer.render { bitmap in callback(bitmap) }
/// }
/// ```
public struct Async<Value> {
    /// Runs the operation, handing its value to the callback.
    public let run: (@escaping (Value) -> Void) -> Void

    /// Runs the operation, handing its value or the error of a strategy composed into it (`pullback`,
    /// `wait(for:on:)`) to the callback: how such an error reaches `verifySnapshot` as a value.
    let runResult: (@escaping (Result<Value, any Error>) -> Void) -> Void

    /// Creates an asynchronous operation.
    ///
    /// - Parameter run: A function that, when called, can hand a value to a callback.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
        runResult = { callback in run { callback(.success($0)) } }
    }

    /// An operation that hands a value or an error to its callback.
    private init(runResult: @escaping (_ callback: @escaping (Result<Value, any Error>) -> Void) -> Void) {
        self.runResult = runResult
        run = { callback in runResult { if case .success(let value) = $0 { callback(value) } } }
    }

    /// An operation that hands a value or an error to its callback.
    static func failable(_ runResult: @escaping (_ callback: @escaping (Result<Value, any Error>) -> Void) -> Void) -> Async {
        Async(runResult: runResult)
    }

    /// Wraps a pure value in an asynchronous operation.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// Transforms an `Async<Value>` into an `Async<NewValue>` with a function `(Value) -> NewValue`.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue>.failable { callback in
            self.runResult { callback($0.map(transform)) }
        }
    }
}
