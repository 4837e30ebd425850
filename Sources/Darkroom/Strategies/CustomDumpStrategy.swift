import CustomDump

extension Snapshotting where Format == String {
    /// Compares values as CustomDump's `customDump` output.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .customDump)
    /// ```
    public static var customDump: Snapshotting {
        SimplySnapshotting.lines.pullback { value in
            var string = ""
            CustomDump.customDump(value, to: &string)
            return string
        }
    }
}
