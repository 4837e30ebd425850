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

    /// Creates an asynchronous operation.
    ///
    /// - Parameter run: A function that, when called, can hand a value to a callback.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// Wraps a pure value in an asynchronous operation.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// Transforms an `Async<Value>` into an `Async<NewValue>` with a function `(Value) -> NewValue`.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in
            self.run { value in callback(transform(value)) }
        }
    }
}
