import FidelityCases
import FidelityScore
import Foundation

/// The suite's table (Markdown, as kept in docs/FIDELITY.md) and its review page (HTML).
struct FidelityReport {
    let rows: [FidelityRow]
    let unrendered: [UnrenderedCase]

    var summary: ScoreSummary { ScoreSummary(rows.compactMap(\.score)) }

    /// The table per case, then the overall figures and the cases not scored.
    func markdown() -> String {
        var lines = [
            "| case | pixels iOS → Darkroom | SSIM | within 0.1 | content iOS (pt) | content Darkroom (pt) | box Δ (pt) |",
            "|---|---|---|---|---|---|---|",
        ]
        for row in rows {
            guard let score = row.score else {
                lines.append("| \(row.fidelityCase.name) | not scored: \(row.failure ?? "") | | | | | |")
                continue
            }
            let size = "\(score.referenceWidth)×\(score.referenceHeight)"
                + (score.sameSize ? " (same)" : " → \(score.actualWidth)×\(score.actualHeight)")
            let delta = score.boxDifference.map(ContentBox.format) ?? "–"
            lines.append("| \(row.fidelityCase.name) | \(size) | \(Self.decimal(score.ssim, 3)) | \(Self.percent(score.matchShare)) | "
                + "\(score.referenceBox?.description ?? "blank") | \(score.actualBox?.description ?? "blank") | \(delta) |")
        }
        let summary = summary
        lines.append("")
        lines.append("Overall: \(summary.scored) cases scored of \(rows.count + unrendered.count) selected; "
            + "median SSIM \(Self.decimal(summary.medianSSIM, 3)); median share within 0.1 \(Self.percent(summary.medianMatchShare)); "
            + "content box within 1 pt in \(Self.percent(summary.boxWithinOnePointShare)) of cases; "
            + "same pixel size in \(Self.percent(summary.sameSizeShare)).")
        lines.append("")
        lines += repositoryTable()
        let failures = rows.filter { $0.score == nil }
        if !failures.isEmpty || !unrendered.isEmpty {
            lines.append("")
            lines.append("Not scored:")
            lines.append("")
            for row in failures { lines.append("- \(row.fidelityCase.name): \(row.failure ?? "")") }
            for item in unrendered { lines.append("- \(item.repository)/\(item.test): \(item.reason)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The figures per repository: cases selected, scored, median SSIM, share within 1 pt.
    func repositoryTable() -> [String] {
        var repositories: [String] = []
        for name in rows.map(\.fidelityCase.repository) + unrendered.map(\.repository) where !repositories.contains(name) {
            repositories.append(name)
        }
        var lines = [
            "| repository | selected | scored | median SSIM | median within 0.1 | box within 1 pt | same pixel size |",
            "|---|---|---|---|---|---|---|",
        ]
        for repository in repositories {
            let own = rows.filter { $0.fidelityCase.repository == repository }
            let summary = ScoreSummary(own.compactMap(\.score))
            let selected = own.count + unrendered.filter { $0.repository == repository }.count
            let figures = summary.scored == 0 ? "– | – | – | –" : "\(Self.decimal(summary.medianSSIM, 3)) | \(Self.percent(summary.medianMatchShare)) | "
                + "\(Self.percent(summary.boxWithinOnePointShare)) | \(Self.percent(summary.sameSizeShare))"
            lines.append("| \(repository) | \(selected) | \(summary.scored) | \(figures) |")
        }
        return lines
    }

    /// The lines a closing note quotes: one per figure, prefixed `FIDELITY`.
    func summaryLines() -> [String] {
        let summary = summary
        let repositories = Set(rows.filter { $0.score != nil }.map(\.fidelityCase.repository))
        let selected = rows.count + unrendered.count
        let within = rows.compactMap(\.score).filter(\.boxWithinOnePoint).count
        let same = rows.compactMap(\.score).filter(\.sameSize).count
        return [
            "FIDELITY cases: \(summary.scored) scored of \(selected) selected, from \(repositories.count) repositories",
            "FIDELITY median SSIM: \(Self.decimal(summary.medianSSIM, 3))",
            "FIDELITY median share within 0.1: \(Self.percent(summary.medianMatchShare))",
            "FIDELITY content box within 1 pt: \(within) of \(summary.scored) (\(Self.percent(summary.boxWithinOnePointShare)))",
            "FIDELITY same pixel size: \(same) of \(summary.scored) (\(Self.percent(summary.sameSizeShare)))",
        ]
    }

    /// A static page: the summary, then each case's side-by-side image (iOS | Darkroom | difference) and figures.
    func html() -> String {
        var body = "<h1>Fidelity: Darkroom against iOS recordings</h1>\n"
            + "<p>The same pairs in <a href=\"darkroom-report.html\">darkroom report's page</a> (reference: iOS; actual: Darkroom).</p>\n<p>\(Self.escape(markdown().components(separatedBy: "\n\n").dropFirst().first ?? ""))</p>\n"
        for row in rows {
            body += "<section><h2>\(Self.escape(row.fidelityCase.name))</h2>\n"
            if let score = row.score {
                body += "<p>SSIM \(Self.decimal(score.ssim, 3)) · within 0.1: \(Self.percent(score.matchShare)) · "
                    + "iOS \(score.referenceWidth)×\(score.referenceHeight) px, Darkroom \(score.actualWidth)×\(score.actualHeight) px · "
                    + "content iOS \(Self.escape(score.referenceBox?.description ?? "blank")) pt, Darkroom \(Self.escape(score.actualBox?.description ?? "blank")) pt</p>\n"
            } else {
                body += "<p>Not scored: \(Self.escape(row.failure ?? ""))</p>\n"
            }
            if let image = row.image {
                body += "<p>iOS | Darkroom | difference</p><img src=\"\(Self.escape(image))\" alt=\"iOS, Darkroom and their difference\">\n"
            }
            body += "</section>\n"
        }
        for item in unrendered {
            body += "<section><h2>\(Self.escape(item.repository + "/" + item.test))</h2><p>Not rendered: \(Self.escape(item.reason))</p></section>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Darkroom fidelity</title>
            <style>body{font-family:sans-serif;margin:2em;background:#f4f4f4}img{max-width:100%;image-rendering:pixelated}section{background:#fff;padding:1em;margin:1em 0}</style>
            </head><body>
            \(body)</body></html>

            """
    }

    static func decimal(_ value: Double, _ places: Int) -> String {
        String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    static func percent(_ value: Double) -> String {
        String(format: "%.1f %%", locale: Locale(identifier: "en_US_POSIX"), value * 100)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
