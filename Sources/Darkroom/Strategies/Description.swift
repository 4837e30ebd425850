extension Snapshotting where Format == String {
    /// Captures a value's `String(describing:)`.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .description)
    /// ```
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback(String.init(describing:))
    }
}
