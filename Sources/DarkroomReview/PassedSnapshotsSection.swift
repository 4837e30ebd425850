import Foundation

/// The report's gallery of references the last run matched (`darkroom report --include-passed`):
/// each reference image (or text) with its path, so a green run still shows what was checked.
struct PassedSnapshotsSection {
    /// Absolute paths of matched references that still exist, sorted.
    var references: [String]

    /// The matched references of the last run of each history, existing files only, sorted.
    init(histories: [RunHistory]) {
        var paths = Set<String>()
        for history in histories {
            if let run = history.lastRun { paths.formUnion(run.references(with: [.matched])) }
        }
        references = paths.filter { FileManager.default.fileExists(atPath: $0) }.sorted()
    }

    init(references: [String]) {
        self.references = references
    }

    /// The section; images are registered under `passed-<n>` keys for the page's loader.
    func html(images: inout [(key: String, uri: String)]) -> String {
        guard !references.isEmpty else { return "" }
        var html = """
            <section class="passed" id="passed"><h2>Passed snapshots (\(references.count))</h2>
            <style>
            .passed { padding: 8px 0 24px; }
            .passed-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
            .passed-grid figure { margin: 0; padding: 8px; border-radius: 10px; background: rgba(127,127,127,.08); }
            .passed-grid img { width: 100%; height: auto; display: block; border: 1px solid rgba(127,127,127,.3); }
            .passed-grid pre { max-height: 320px; overflow: auto; font-size: 11px; margin: 0; }
            .passed-grid figcaption { font-size: 12px; margin-top: 6px; word-break: break-all; }
            </style>
            <div class="passed-grid">

            """
        for (index, path) in references.enumerated() {
            let name = (path as NSString).lastPathComponent
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let caption = "<figcaption><b>\(escape(folder))</b> / \(escape(name))</figcaption>"
            guard let data = try? ReviewFileSystem.read(path), data.count < 64 << 20 else { continue }
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                let key = "passed-\(index + 1)"
                images.append((key, "data:image/png;base64," + data.base64EncodedString()))
                html += "<figure><img data-key=\"\(key)\" alt=\"\(escape(name))\">\(caption)</figure>\n"
            } else {
                let text = String(decoding: data.prefix(20_000), as: UTF8.self)
                html += "<figure><pre>\(escape(text))</pre>\(caption)</figure>\n"
            }
        }
        return html + "</div></section>\n"
    }
}
