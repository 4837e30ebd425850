import Foundation

/// One drawing operation of a `DisplayList` (coordinates in points, root space).
public enum DisplayItem: Equatable, Sendable, CustomStringConvertible {
    /// Fill `path` with `color`.
    case fill(Path, color: ResolvedColor, style: FillStyle)
    /// Stroke `path` (centred on it) with `color`.
    case stroke(Path, color: ResolvedColor, style: StrokeStyle)
    /// Stroke `path` (centred on it) with `color`, without anti-aliasing (`antialiased: false`).
    case aliasedStroke(Path, color: ResolvedColor, style: StrokeStyle)
    /// Intersect the clip with `path` until the matching `popClip`.
    case pushClip(Path, style: FillStyle)
    /// Ends the innermost clip.
    case popClip
    /// Draw everything until the matching `endOpacityGroup` as one layer composited with `opacity`.
    case beginOpacityGroup(Double)
    /// Ends the innermost opacity group.
    case endOpacityGroup
    /// A run of text (glyph masks, colour glyphs and decorations from its Typesetting layout).
    case text(TextDrawing)
    /// A bitmap image drawn into a rect.
    case image(ImageDrawing)

    public var description: String {
        switch self {
        case .fill(let path, let color, let style):
            return "fill \(path) \(color)\(style.isEOFilled ? " evenOdd" : "")"
        case .stroke(let path, let color, let style):
            return "stroke \(path) \(color) width \(DumpFormat.number(style.lineWidth))"
        case .aliasedStroke(let path, let color, let style):
            return "stroke \(path) \(color) width \(DumpFormat.number(style.lineWidth)) aliased"
        case .pushClip(let path, _):
            return "clip \(path)"
        case .popClip:
            return "end clip"
        case .beginOpacityGroup(let opacity):
            return "opacity \(DumpFormat.number(CGFloat(opacity)))"
        case .endOpacityGroup:
            return "end opacity"
        case .text(let text):
            return "text \"\(text.string)\" \(DumpFormat.rect(text.frame)) \(text.color)"
        case .image(let image):
            if let error = image.error { return "image error \(error)" }
            return "image \(image.bitmap.width)×\(image.bitmap.height) in \(DumpFormat.rect(image.frame))"
        }
    }
}
