import Foundation
import Typesetting

/// A rendered image with what it was made from: the font files its text used and the layout's diagnostics.
public struct RenderResult: Sendable {
    /// The pixels (the same as `ImageRenderer.render()`).
    public var bitmap: Bitmap
    /// Every font file a glyph came from (path, face index, content hash), sorted by path: a snapshot that
    /// differs can say "rendered with a different font file".
    public var fontFiles: [FontFileInfo]
    /// Messages about input that was clamped, ignored or missing (e.g. characters no font has).
    public var diagnostics: [String]
}

extension DisplayList {
    /// The first item that cannot be drawn, in drawing order: an `ImageError` (missing image, SF Symbol,
    /// unreadable file) or a `FontError` (unregistered custom font, missing font file).
    public var drawingError: (any Error)? {
        for item in items {
            switch item {
            case .image(let image): if let error = image.error { return error }
            case .text(let text): if let error = text.error { return error }
            default: continue
            }
        }
        return nil
    }

    /// The font files of all text items, sorted by path and face, without duplicates.
    public var fontFiles: [FontFileInfo] {
        var seen = Set<FontFileInfo>()
        var files: [FontFileInfo] = []
        for item in items {
            guard case .text(let text) = item else { continue }
            for file in text.fontFiles where seen.insert(file).inserted { files.append(file) }
        }
        return files.sorted { ($0.path, $0.faceIndex) < ($1.path, $1.faceIndex) }
    }
}

extension ImageRenderer {
    /// Renders like `render()` and also reports the font files used and the diagnostics.
    ///
    /// Throws what `render()` throws, including `ImageError` (missing image, SF Symbol) and `FontError`.
    public func renderResult() throws -> RenderResult {
        let list = try displayList()
        let bitmap = try pipeline.raster(list)
        let diagnostics = try layout().diagnostics
        return RenderResult(bitmap: bitmap, fontFiles: list.fontFiles, diagnostics: diagnostics)
    }

    /// The font files the last layout of `content` draws with (lays the view out at `scale`).
    public var fontFiles: [FontFileInfo] {
        get throws { try displayList().fontFiles }
    }
}
