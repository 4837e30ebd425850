import Foundation

/// How to compare values of a snapshot format and convert them to and from `Data`.
///
/// `toData` and `fromData` may throw (an image that cannot be encoded, a reference file that is not
/// a valid PNG): the error fails the test with its description.
public struct Diffing<Value> {
    /// Converts a value to the bytes stored on disk.
    public var toData: (Value) throws -> Data

    /// Reads a value from the bytes stored on disk.
    public var fromData: (Data) throws -> Value

    /// Compares a reference (first) with a new snapshot (second). Returns `nil` when they match,
    /// otherwise a failure message and attachments describing the difference.
    public var diff: (Value, Value) -> (String, [DiffAttachment])?

    /// Called with the reference and the new snapshot once a verification is done with them (bitmaps hand
    /// their pixel arrays back to `BitmapPixelPool`); `nil` for formats that keep nothing.
    var recycle: ((Value) -> Void)?

    /// Creates a diffing strategy.
    ///
    /// - Parameters:
    ///   - toData: Converts a value to data.
    ///   - fromData: Produces a value from data.
    ///   - diff: Compares the reference (first argument) with the new snapshot (second); returns
    ///     `nil` when they match, or a failure message and attachments.
    public init(
        toData: @escaping (_ value: Value) throws -> Data,
        fromData: @escaping (_ data: Data) throws -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }

    /// swift-snapshot-testing 1.17+ spelling of ``init(toData:fromData:diff:)``.
    public static func diff(
        toData: @escaping (_ value: Value) throws -> Data,
        fromData: @escaping (_ data: Data) throws -> Value,
        diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
    ) -> Self {
        Self(toData: toData, fromData: fromData, diff: diffV2)
    }

    /// swift-snapshot-testing 1.17+ name of ``diff``.
    public var diffV2: (Value, Value) -> (String, [DiffAttachment])? {
        get { diff }
        set { diff = newValue }
    }
}
