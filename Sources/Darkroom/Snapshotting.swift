/// A strategy that turns a value into a diffable format (text, an image…) for snapshot testing.
///
/// Strategies are plain values. Most are built from another one with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == User, Format == String {
///   static let name = SimplySnapshotting<String>.lines.pullback { (user: User) in user.name }
/// }
/// ```
///
/// Unlike swift-snapshot-testing, the snapshot function may throw: the error fails the test with
/// its description instead of crashing the test process.
public struct Snapshotting<Value, Format> {
    /// The path extension of reference files on disk (`"png"`, `"txt"`…), or `nil` for none.
    public var pathExtension: String?

    /// How the format is compared and converted to and from data.
    public var diffing: Diffing<Format>

    /// How a value becomes a diffable snapshot.
    public var snapshot: (Value) throws -> Async<Format>

    /// Creates a strategy from an asynchronous snapshot function.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        asyncSnapshot: @escaping (_ value: Value) throws -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    /// Creates a strategy from a synchronous snapshot function.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping (_ value: Value) throws -> Format
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing) { value in
            Async(value: try snapshot(value))
        }
    }

    /// Transforms a strategy on `Value`s into one on `NewValue`s through a function
    /// `(NewValue) -> Value` (note the direction).
    ///
    /// ```swift
    /// let strategy = Snapshotting<Bitmap, Bitmap>.image.pullback { (canvas: Canvas) in canvas.makeBitmap() }
    /// ```
    public func pullback<NewValue>(
        _ transform: @escaping (_ otherValue: NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        asyncPullback { newValue in Async(value: try transform(newValue)) }
    }

    /// Like ``pullback(_:)``, for a transform that produces its value asynchronously.
    public func asyncPullback<NewValue>(
        _ transform: @escaping (_ otherValue: NewValue) throws -> Async<Value>
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            let intermediate = try transform(newValue)
            return Async<Format>.failable { callback in
                intermediate.runResult { result in
                    // A failure here cannot be thrown through the callback: it is handed on as a value.
                    switch result {
                    case .success(let value):
                        do {
                            try snapshot(value).runResult(callback)
                        } catch {
                            callback(.failure(error))
                        }
                    case .failure(let error):
                        callback(.failure(error))
                    }
                }
            }
        }
    }
}

/// A strategy where the value being snapshot is also the diffable format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// Creates a strategy whose snapshot is the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }
}
