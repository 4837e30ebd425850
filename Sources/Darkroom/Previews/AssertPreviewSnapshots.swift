import Foundation

/// Snapshots every preview of a module: each `#Preview`, and each view of each `PreviewProvider`,
/// compared with its own reference file `__Snapshots__/<TestFile>/<test>.<preview name>.png`.
///
/// ```swift
/// @Test @MainActor func previews() {
///     assertPreviewSnapshots(in: "JokesApp")
/// }
/// ```
/// Adding a preview to the module adds a snapshot with no test edit. A preview's layout, device,
/// orientation and colour scheme choose its image's. A failure names the preview and where it is
/// declared; a module without previews fails (it is never a silent pass).
///
/// Call it on the main actor: from a `@MainActor` Swift Testing test, or from any XCTest test
/// method (XCTest runs them on the main thread; XCTest on Linux cannot run `@MainActor` methods).
///
/// - Parameters:
///   - module: The target whose previews to snapshot, as in `import JokesApp`. The test target
///     must depend on it.
///   - record: The record mode (default: the configured one).
///   - precision: The fraction of pixels that must match.
///   - perceptualPrecision: How close a pixel's colour must be to match.
public func assertPreviewSnapshots(
    in module: String,
    record: SnapshotTestingConfiguration.Record? = nil,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) {
    guard isolation === MainActor.shared || (isolation == nil && Thread.isMainThread) else {
        recordSnapshotIssue(
            "assertPreviewSnapshots(in: \"\(module)\") must run on the main actor: mark the test @MainActor.",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    MainActor.assumeIsolated {
        assertPreviewSnapshotsOnMainActor(
            in: module, record: record, precision: precision, perceptualPrecision: perceptualPrecision,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}

@MainActor
private func assertPreviewSnapshotsOnMainActor(
    in module: String,
    record: SnapshotTestingConfiguration.Record?,
    precision: Float,
    perceptualPrecision: Float,
    fileID: StaticString,
    filePath: StaticString,
    testName: String,
    line: UInt,
    column: UInt
) {
    let root = PackageRoot.containing(filePath: String(describing: filePath))
    let snapshots = PreviewSnapshots.make(in: module, packageRoot: root)
    guard !snapshots.isEmpty else {
        let others = PreviewSnapshots.modulesWithPreviews()
        recordSnapshotIssue(
            """
            No previews found in module "\(module)". \
            \(others.isEmpty ? "No module of this test process has previews." : "Modules with previews here: \(others.joined(separator: ", ")).") \
            Pass the target's name (as in `import \(module)`), make the test target depend on it, and build \
            in debug when the previews are inside `#if DEBUG`.
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for snapshot in snapshots {
        let view: AnyView
        switch snapshot.content {
        case .failure(let error):
            recordSnapshotIssue("Preview \(error.description)", fileID: fileID, filePath: filePath, line: line, column: column)
            continue
        case .success(let content):
            view = content
        }
        if let message = verifySnapshot(
            of: view, as: snapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision),
            named: snapshot.name, record: record,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        ) {
            recordSnapshotIssue(
                "Preview \(snapshot.title) (\(snapshot.location)): \(message)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
