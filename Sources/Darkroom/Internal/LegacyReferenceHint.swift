import Foundation

/// Says once per test process that references were found where swift-snapshot-testing keeps them,
/// and how to move them to Darkroom's layout.
enum LegacyReferenceHint {
    private static let shown = LockedState(false)

    /// Notes that `legacy` was used because `darkroom` (Darkroom's place) was empty; prints the hint
    /// the first time only.
    static func note(legacy: String, darkroom: String) {
        let first = shown.withLock { shown -> Bool in
            defer { shown = true }
            return !shown
        }
        guard first else { return }
        let text = """
            darkroom: using a reference in swift-snapshot-testing's location: \(legacy)
            darkroom: Darkroom keeps references at the package root instead: \(darkroom)
            darkroom: such references are used as they are; to move and rename them all in one step, run
            darkroom:     swift run darkroom migrate --dry-run    (shows what it would do)
            darkroom:     swift run darkroom migrate              (does it)
            darkroom: (this note is shown once per test run)

            """
        FileHandle.standardError.write(Data(text.utf8))
    }
}
