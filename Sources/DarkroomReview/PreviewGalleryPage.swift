import SnapshotArtifacts
import Foundation

/// The HTML page of `darkroom previews`: every preview of a target as an image, with its name,
/// source place and settings; previews that could not be rendered show why. One self-contained
/// file (images embedded), styled as the review report.
public struct PreviewGalleryPage: Sendable {
    /// The target the previews belong to.
    public var target: String
    /// The rendered previews (`previews.json` of the export).
    public var entries: [PreviewGalleryEntry]
    /// The directory holding the PNGs the entries name.
    public var directory: String

    public init(target: String, entries: [PreviewGalleryEntry], directory: String) {
        self.target = target
        self.entries = entries
        self.directory = directory
    }

    /// Reads `previews.json` from `directory`.
    public init(target: String, directory: String) throws(ReviewError) {
        let path = directory + "/previews.json"
        let data = try ReviewFileSystem.read(path)
        do {
            entries = try JSONDecoder().decode([PreviewGalleryEntry].self, from: data)
        } catch {
            throw ReviewError.fileSystem(operation: "decode the preview index", path: path, reason: "\(error)")
        }
        self.target = target
        self.directory = directory
    }

    /// Writes the page to `path`.
    public func write(to path: String) throws(ReviewError) {
        try ReviewFileSystem.writeAtomically(Data(render().utf8), to: path)
    }

    /// The page.
    public func render() -> String {
        let failed = entries.filter { $0.error != nil }.count
        var cards = ""
        for entry in entries {
            cards += "<figure class=\"preview\(entry.error == nil ? "" : " failed")\" id=\"\(escape(entry.name))\">"
            if let image = entry.image, let data = try? ReviewFileSystem.read(directory + "/" + image) {
                let width = entry.width.map { " width=\"\($0)\" height=\"\(entry.height ?? 0)\"" } ?? ""
                cards += "<img src=\"data:image/png;base64,\(data.base64EncodedString())\"\(width) alt=\"\(escape(entry.title))\">"
            }
            if let error = entry.error {
                cards += "<pre class=\"error\">\(escape(error))</pre>"
            }
            cards += "<figcaption><b>\(escape(entry.title))</b><br><code>\(escape(entry.location))</code><br>"
            cards += "<span>\(escape(entry.settings))</span>"
            for note in entry.notes { cards += "<br><em>\(escape(note))</em>" }
            cards += "</figcaption></figure>\n"
        }
        let summary = "\(entries.count) preview\(entries.count == 1 ? "" : "s")" + (failed > 0 ? ", \(failed) could not be rendered" : "")
        let body =
            entries.isEmpty
            ? "<section class=\"empty\"><h2>No previews in \(escape(target))</h2><p>Add a <code>#Preview</code> or a <code>PreviewProvider</code> to the target.</p></section>"
            : "<div class=\"gallery\">\n\(cards)</div>"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="darkroom previews">
            <title>\(escape("Darkroom · \(target) previews"))</title>
            <style>\(HTMLReportAssets.css)
            .gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 20px; padding: 20px; }
            .gallery figure { margin: 0; padding: 10px; border-radius: 12px; background: rgba(127,127,127,.08); }
            .gallery figure.failed { outline: 2px solid #d33; }
            .gallery img { width: 100%; height: auto; display: block; border: 1px solid rgba(127,127,127,.3); image-rendering: auto; }
            .gallery figcaption { font-size: 12px; margin-top: 8px; line-height: 1.5; word-break: break-word; }
            .gallery pre.error { white-space: pre-wrap; font-size: 12px; color: #d33; margin: 0; }
            </style>
            </head>
            <body data-previews="\(entries.count)" data-failed="\(failed)">
            <header class="topbar">
              <div class="brand">\(HTMLReportAssets.logo)<div><strong>Darkroom</strong><span>\(escape(target)) previews</span></div></div>
              <div class="stats"><span>\(escape(summary))</span></div>
            </header>
            <main>
            \(body)
            </main>
            </body>
            </html>

            """
    }
}
