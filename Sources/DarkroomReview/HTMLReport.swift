import SnapshotArtifacts
import Foundation

/// The static HTML page of `darkroom report`: one self-contained file (images embedded as
/// `data:` URIs, no external resources) that works offline and as a CI artifact.
///
/// For each failure: expected, actual and diff side by side; a wipe slider; an onion-skin blend;
/// click-to-toggle; zoom down to single pixels (`image-rendering: pixelated`), with images of
/// different sizes kept at their true relative size. A summary on top counts failed, new, passed
/// and stale snapshots. Keys: j/k or ↓/↑ between failures, 1–4 views, +/− zoom, 0 fit.
///
/// The page checks itself once its images have loaded and writes the result as JSON into
/// `<pre id="selfcheck">` (failures, images, images loaded, slider before/after an input event),
/// so a headless browser can verify it.
public struct HTMLReport: Sendable {
    /// The counts of the summary.
    public struct Summary: Sendable, Equatable {
        public var failed: Int
        public var new: Int
        /// References the last run matched, or `nil` without run records.
        public var passed: Int?
        /// References the last run did not touch, or `nil` when that cannot be told.
        public var stale: Int?
        /// Why `stale` is unknown.
        public var staleNote: String?
    }

    /// The failures shown.
    public var failures: [PendingSnapshot]
    /// The summary.
    public var summary: Summary
    /// Manifests that could not be read, listed as warnings.
    public var problems: [ArtifactsScan.Problem]
    /// References the last run matched, shown in a gallery after the failures (empty: no gallery).
    public var passedReferences: [String] = []

    /// A report of a scan; `snapshotDirectories` are searched for stale references. With
    /// `includePassed`, the references the last run matched are shown too.
    public init(scan: ArtifactsScan, snapshotDirectories: [String], includePassed: Bool = false) {
        if includePassed { passedReferences = PassedSnapshotsSection(histories: scan.histories).references }
        failures = scan.pending
        problems = scan.problems
        var passedReferences = Set<String>()
        var hasRuns = false
        for history in scan.histories {
            if let run = history.lastRun {
                hasRuns = true
                passedReferences.formUnion(run.references(with: [.matched]))
            }
        }
        var stale: Int?
        var staleNote: String?
        do {
            stale = try StaleReferences(
                snapshotDirectories: snapshotDirectories,
                histories: scan.histories,
                testsDirectory: StaleReferences.testsDirectory(packageRoot: nil, snapshotDirectories: snapshotDirectories)
            ).stale.count
        } catch {
            staleNote = error.description
        }
        summary = Summary(
            failed: scan.pending.filter { !$0.isNew }.count,
            new: scan.pending.filter(\.isNew).count,
            passed: hasRuns ? passedReferences.count : nil,
            stale: stale,
            staleNote: staleNote
        )
    }

    public init(failures: [PendingSnapshot], summary: Summary, problems: [ArtifactsScan.Problem] = []) {
        self.failures = failures
        self.summary = summary
        self.problems = problems
    }

    /// Writes the page atomically.
    public func write(to path: String) throws(ReviewError) {
        try ReviewFileSystem.createDirectory((path as NSString).deletingLastPathComponent)
        try ReviewFileSystem.writeAtomically(Data(render().utf8), to: path)
    }

    // MARK: - Rendering

    /// The page.
    public func render() -> String {
        var images: [(key: String, uri: String)] = []
        var cards = ""
        var navigation = ""
        for (index, failure) in failures.enumerated() {
            let card = Card(failure: failure, index: index)
            cards += card.html(images: &images)
            navigation += card.navigationItem
        }
        let title = failures.isEmpty ? "Darkroom · no snapshot failures" : "Darkroom · \(failures.count) snapshot failure\(failures.count == 1 ? "" : "s")"
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="darkroom report">
            <title>\(escape(title))</title>
            <style>\(HTMLReportAssets.css)</style>
            </head>
            <body class="view-side" data-failures="\(failures.count)">
            <header class="topbar">
              <div class="brand">\(HTMLReportAssets.logo)<div><strong>Darkroom</strong><span>Snapshot review</span></div></div>
              <div class="stats">\(statsHTML())</div>
              <div class="controls">
                <div class="seg" role="group" aria-label="View">
                  <button type="button" data-view="side" title="Side by side (1)">Side by side<kbd>1</kbd></button>
                  <button type="button" data-view="wipe" title="Wipe slider (2)">Wipe<kbd>2</kbd></button>
                  <button type="button" data-view="blend" title="Onion skin (3)">Blend<kbd>3</kbd></button>
                  <button type="button" data-view="toggle" title="Click to toggle (4)">Toggle<kbd>4</kbd></button>
                </div>
                <div class="seg" role="group" aria-label="Zoom">
                  <button type="button" data-zoom="fit" title="Fit (0)">Fit</button>
                  <button type="button" data-zoom="1" title="Actual pixels">1×</button>
                  <button type="button" data-zoom="2">2×</button>
                  <button type="button" data-zoom="4">4×</button>
                  <button type="button" data-zoom="8">8×</button>
                  <button type="button" data-zoom="16">16×</button>
                </div>
              </div>
            </header>
            <div class="layout">
            <nav class="sidebar" aria-label="Failures">
            <div class="sidebar-title">Failures <span>j / k</span></div>
            <ol>\(navigation)</ol>
            </nav>
            <main>

            """
        if !problems.isEmpty {
            html += "<section class=\"problems\"><h2>Manifests that could not be read</h2><ul>"
            for problem in problems {
                html += "<li><code>\(escape(problem.path))</code>: \(escape(problem.reason))</li>"
            }
            html += "</ul></section>\n"
        }
        if failures.isEmpty {
            html += """
                <section class="empty"><div class="empty-mark">✓</div><h2>No snapshot failures</h2>
                <p>Every snapshot matched its reference in the reviewed runs.</p></section>

                """
        }
        html += cards
        html += PassedSnapshotsSection(references: passedReferences).html(images: &images)
        html += """
            </main>
            </div>
            <footer class="help"><kbd>j</kbd><kbd>k</kbd> next / previous · <kbd>1</kbd>–<kbd>4</kbd> views · \
            <kbd>+</kbd><kbd>−</kbd> zoom · <kbd>0</kbd> fit · <kbd>space</kbd> toggle · click the image to toggle</footer>
            <pre id="selfcheck" aria-hidden="true"></pre>
            <script type="application/json" id="images">\(imagesJSON(images))</script>
            <script>\(HTMLReportAssets.script)</script>
            </body>
            </html>

            """
        return html
    }

    private func statsHTML() -> String {
        func stat(_ name: String, _ value: Int?, note: String? = nil) -> String {
            let shown = value.map(String.init) ?? "–"
            let title = note.map { " title=\"\(escape($0))\"" } ?? ""
            let zero = value == 0 ? " zero" : ""
            return "<div class=\"stat \(name)\(zero)\"\(title)><b>\(shown)</b><span>\(name)</span></div>"
        }
        return stat("failed", summary.failed) + stat("new", summary.new)
            + stat("passed", summary.passed, note: summary.passed == nil ? "no run records" : nil)
            + stat("stale", summary.stale, note: summary.staleNote)
    }

    private func imagesJSON(_ images: [(key: String, uri: String)]) -> String {
        // Keys and base64 need no JSON escaping beyond quotes, which they never contain.
        "{" + images.map { "\"\($0.key)\":\"\($0.uri)\"" }.joined(separator: ",\n") + "}"
    }
}

/// One failure's section of the report.
private struct Card {
    var failure: PendingSnapshot
    var index: Int

    var anchor: String { "failure-\(index + 1)" }

    var kindClass: String {
        switch failure.manifest.kind {
        case .mismatch: return "mismatch"
        case .missing: return "new"
        case .unreadableReference: return "unreadable"
        }
    }

    var navigationItem: String {
        """
        <li><a href="#\(anchor)" data-index="\(index)" title="\(escape(failure.testDisplayName))"><i class="dot \(kindClass)"></i><span class="nav-name">\(escape(failure.manifest.test.name))</span><span class="nav-file">\(escape(navigationDetail))</span></a></li>
        """
    }

    /// `<TestFile> · <variant>`, the variant being the last part of the snapshot name (`1`, `dark`…).
    var navigationDetail: String {
        let variant = failure.manifest.snapshotName.split(separator: ".").last.map(String.init) ?? ""
        return [failure.testFileName, variant].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    func html(images: inout [(key: String, uri: String)]) -> String {
        let manifest = failure.manifest
        let expected = LoadedArtifact(path: failure.referenceCopyPath)
        let actual = LoadedArtifact(path: failure.actualPath)
        let diff = LoadedArtifact(path: failure.diffPath)
        let isImage = actual.isPNG || expected.isPNG
        var chips: [String] = ["<span class=\"chip kind \(kindClass)\">\(escape(FailureDescription.kindLabel(failure)))</span>"]
        if let metrics = manifest.image {
            let percent = String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), metrics.differentFraction * 100)
            chips.append("<span class=\"chip\"><b>\(metrics.differentPixels)</b> px differ · \(percent)%</span>")
            chips.append("<span class=\"chip\">ΔE <b>\(String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), metrics.maxDeltaE))</b></span>")
            if let box = metrics.boundingBox { chips.append("<span class=\"chip\">box \(escape(box.description))</span>") }
            if metrics.sizesDiffer {
                chips.append("<span class=\"chip warn\">size \(metrics.referenceWidth)×\(metrics.referenceHeight) → \(metrics.actualWidth)×\(metrics.actualHeight)</span>")
            }
        }
        var body = """
            <article class="failure" id="\(anchor)" data-index="\(index)" data-kind="\(kindClass)" data-images="\(isImage ? 1 : 0)">
            <header class="card-head">
              <div class="titles">
                <h2>\(escape(failure.testDisplayName))</h2>
                <div class="sub"><span>\(escape(manifest.test.fileID)):\(manifest.test.line)</span><span class="sep">·</span><code>\(escape(manifest.snapshotName))</code></div>
              </div>
              <div class="chips">\(chips.joined())</div>
            </header>

            """
        if isImage {
            body += imageViewer(expected: expected, actual: actual, diff: diff, images: &images)
        } else {
            body += textViewer(expected: expected, actual: actual, diff: diff)
        }
        body += """
            <details class="message"><summary>Failure message</summary><pre>\(escape(manifest.message))</pre></details>
            <footer class="card-foot">
              <div class="path"><span>Reference</span><code>\(escape(failure.referencePath))</code></div>
              <div class="accept"><code>darkroom accept \(escape(shellQuoted(failure.referencePath)))</code><button type="button" class="copy" title="Copy the command">Copy</button></div>
            </footer>
            </article>

            """
        return body
    }

    private func imageViewer(expected: LoadedArtifact, actual: LoadedArtifact, diff: LoadedArtifact, images: inout [(key: String, uri: String)]) -> String {
        func register(_ artifact: LoadedArtifact, _ role: String) -> String? {
            guard let uri = artifact.dataURI else { return nil }
            let key = "\(index)-\(role)"
            images.append((key, uri))
            return key
        }
        let expectedKey = register(expected, "expected")
        let actualKey = register(actual, "actual")
        let diffKey = register(diff, "diff")
        let width = max(expected.size?.width ?? 0, actual.size?.width ?? 0)
        let height = max(expected.size?.height ?? 0, actual.size?.height ?? 0)

        func figure(_ label: String, _ role: String, _ key: String?, _ artifact: LoadedArtifact, empty: String) -> String {
            guard let key, let size = artifact.size else {
                return "<figure class=\"pane \(role) missing\"><figcaption><span>\(label)</span></figcaption><div class=\"frame empty\">\(escape(empty))</div></figure>"
            }
            return """
                <figure class="pane \(role)"><figcaption><span>\(label)</span><small>\(size.width)×\(size.height)</small></figcaption>\
                <div class="frame"><div class="canvas" style="--w:\(size.width);--h:\(size.height)"><img data-key="\(key)" data-role="\(role)" alt="\(label)" width="\(size.width)" height="\(size.height)"></div></div></figure>
                """
        }
        var compare = ""
        if let expectedKey, let actualKey, let expectedSize = expected.size, let actualSize = actual.size {
            compare = """
                <div class="compare">
                  <div class="frame"><div class="stack" style="--w:\(width);--h:\(height)">\
                <div class="layer under"><img data-key="\(expectedKey)" data-role="expected" alt="Expected" width="\(expectedSize.width)" height="\(expectedSize.height)" style="--w:\(expectedSize.width);--h:\(expectedSize.height)"></div>\
                <div class="layer top"><img data-key="\(actualKey)" data-role="actual" alt="Actual" width="\(actualSize.width)" height="\(actualSize.height)" style="--w:\(actualSize.width);--h:\(actualSize.height)"></div>\
                <div class="handle"><span></span></div><div class="tag tag-actual">Actual</div><div class="tag tag-expected">Expected</div></div></div>
                  <div class="mixer"><span class="l">Expected</span><input class="mix" type="range" min="0" max="100" value="50" aria-label="Mix expected and actual"><span class="r">Actual</span></div>
                </div>

                """
        }
        var html = "<div class=\"viewer\(compare.isEmpty ? " single" : "")\" style=\"--mw:\(width);--mh:\(height)\">\n<div class=\"side\">"
        let noReference = failure.isNew ? "No reference yet: accepting creates it." : "The reference could not be read."
        html += figure("Expected", "expected", expectedKey, expected, empty: noReference)
        html += figure("Actual", "actual", actualKey, actual, empty: "The actual snapshot is missing.")
        if diffKey != nil {
            html += figure("Diff", "diff", diffKey, diff, empty: "")
        }
        html += "</div>\n"
        html += compare
        html += "</div>\n"
        return html
    }

    private func textViewer(expected: LoadedArtifact, actual: LoadedArtifact, diff: LoadedArtifact) -> String {
        var html = "<div class=\"viewer text\">"
        if let patch = diff.text {
            html += "<pre class=\"patch\">"
            for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
                let kind = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@") ? "hunk" : "ctx"
                html += "<span class=\"\(kind)\">\(line.isEmpty ? " " : escape(String(line)))</span>"
            }
            html += "</pre>"
        } else {
            html += "<div class=\"side\">"
            html += "<figure class=\"pane\"><figcaption><span>Expected</span></figcaption><pre class=\"text\">\(escape(expected.text ?? "(none)"))</pre></figure>"
            html += "<figure class=\"pane\"><figcaption><span>Actual</span></figcaption><pre class=\"text\">\(escape(actual.text ?? "(missing)"))</pre></figure>"
            html += "</div>"
        }
        return html + "</div>\n"
    }
}

/// An artifact file read for the report.
private struct LoadedArtifact {
    var data: Data?
    var isPNG: Bool
    var size: (width: Int, height: Int)?

    /// Reads at most 256 MB; a larger or unreadable file counts as missing.
    init(path: String?) {
        guard let path, let data = try? ReviewFileSystem.read(path), data.count < 256 << 20 else {
            self.data = nil
            isPNG = false
            return
        }
        self.data = data
        let bytes = [UInt8](data.prefix(24))
        isPNG = bytes.count == 24 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if isPNG {
            func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            size = (int(16), int(20))
        }
    }

    var dataURI: String? {
        guard isPNG, let data else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    var text: String? {
        data.map { String(decoding: $0, as: UTF8.self) }
    }
}

/// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML.
func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.append(character)
        }
    }
    return result
}

/// A path quoted for a POSIX shell when it needs quoting.
func shellQuoted(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+,:@%".contains($0) }
    return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
