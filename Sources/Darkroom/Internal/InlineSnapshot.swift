import Foundation

/// The comparison behind the deprecated `_assertInlineSnapshot`/`_verifyInlineSnapshot`: the value's text
/// against the reference written in the test, both trimmed as swift-snapshot-testing trims them.
enum InlineSnapshot {
    static func verify<Value>(
        _ value: @autoclosure () throws -> Value,
        as snapshotting: Snapshotting<Value, String>,
        record: Bool,
        timeout: TimeInterval,
        reference: String,
        testName: String
    ) -> String? {
        let taken: String
        do {
            let result = LockedState<String?>(nil)
            let delivered = DispatchSemaphore(value: 0)
            try snapshotting.snapshot(try value()).run { text in
                result.withLock { $0 = text }
                delivered.signal()
            }
            if result.withLock({ $0 }) == nil, delivered.wait(timeout: .now() + timeout) == .timedOut {
                return "Exceeded timeout of \(timeout) seconds waiting for snapshot."
            }
            guard let text = result.withLock({ $0 }) else { return "Couldn't snapshot value" }
            taken = text
        } catch {
            return "Couldn't snapshot value: \(error)"
        }
        let trim = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}"))
        let diffable = taken.trimmingCharacters(in: trim)
        let expected = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let (failure, _) = snapshotting.diffing.diff(expected, diffable) else { return nil }
        if record || expected.isEmpty {
            return """
                Darkroom does not write inline snapshots into test sources. Paste this as the "with" argument of \
                "\(testName)" (or move to assertSnapshot(of:as:), which records files):

                \(diffable)
                """
        }
        return """
            Snapshot does not match reference.

            \(failure.trimmingCharacters(in: .whitespacesAndNewlines))
            """
    }
}
