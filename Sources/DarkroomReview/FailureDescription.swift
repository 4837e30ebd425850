import SnapshotArtifacts
import Foundation

/// The text `darkroom review` and `darkroom accept` print for a failure.
public enum FailureDescription {
    /// A one-line kind label: `mismatch`, `new`, `unreadable reference`.
    public static func kindLabel(_ snapshot: PendingSnapshot) -> String {
        switch snapshot.manifest.kind {
        case .mismatch: return snapshot.manifest.rerecorded ? "mismatch (re-recorded)" : "mismatch"
        case .missing: return "new"
        case .unreadableReference: return "unreadable reference"
        }
    }

    /// The numbers of an image failure on one line: pixels, ΔE, bounding box, sizes.
    public static func metricsLine(_ metrics: ImageDiffMetrics) -> String {
        let percent = String(format: "%.3f", locale: posix, metrics.differentFraction * 100)
        let deltaE = String(format: "%.2f", locale: posix, metrics.maxDeltaE)
        var line = "\(metrics.differentPixels) of \(metrics.totalPixels) pixels differ (\(percent)%), largest ΔE \(deltaE)"
        if let box = metrics.boundingBox { line += ", within \(box)" }
        if metrics.sizesDiffer {
            line += "; size \(metrics.referenceWidth)×\(metrics.referenceHeight) → \(metrics.actualWidth)×\(metrics.actualHeight)"
        }
        return line
    }

    /// Numbers never depend on the user's locale (made once: creating a locale is slow).
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The full block for one failure.
    public static func block(_ snapshot: PendingSnapshot, index: Int? = nil, count: Int? = nil) -> String {
        var lines: [String] = []
        let position = index.map { "[\($0 + 1)/\(count ?? 0)] " } ?? ""
        lines.append("\(position)\(snapshot.testDisplayName) — \(kindLabel(snapshot))")
        lines.append("  test:      \(snapshot.manifest.test.fileID):\(snapshot.manifest.test.line)")
        lines.append(
            "  reference: \(snapshot.referencePath)" + (snapshot.referencePath != snapshot.manifest.referencePath ? " (recorded as \(snapshot.manifest.referencePath))" : ""))
        if let metrics = snapshot.manifest.image {
            lines.append("  pixels:    \(metricsLine(metrics))")
        } else if snapshot.manifest.kind == .mismatch, let first = snapshot.manifest.message.split(separator: "\n").first {
            lines.append("  message:   \(first)")
        }
        lines.append("  actual:    \(snapshot.actualPath ?? "(missing)")")
        if let copy = snapshot.referenceCopyPath { lines.append("  expected:  \(copy)") }
        if let diff = snapshot.diffPath { lines.append("  diff:      \(diff)") }
        return lines.joined(separator: "\n")
    }
}
