import DarkroomUI
import Foundation

/// The text runs a view draws (string, frame and colour), in drawing order.
@MainActor func drawnTexts<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> [TextDrawing] {
    let list = try ImageRenderer(content: view.environment(\.colorScheme, colorScheme)).displayList()
    var texts: [TextDrawing] = []
    for case .text(let text) in list.items { texts.append(text) }
    return texts
}

/// The first drawn text run whose string is `string`.
@MainActor func drawnText<V: View>(_ string: String, in view: V, colorScheme: ColorScheme = .light) throws -> TextDrawing? {
    try drawnTexts(view, colorScheme: colorScheme).first { $0.string == string }
}

/// The display list items a view draws.
@MainActor func drawnItems<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> [DisplayItem] {
    try ImageRenderer(content: view.environment(\.colorScheme, colorScheme)).displayList().items
}

/// The bounds of the paths stroked with `color` (`#RRGGBBAA`).
@MainActor func strokes<V: View>(of color: String, in view: V, colorScheme: ColorScheme = .light) throws -> [CGRect] {
    try drawnItems(view, colorScheme: colorScheme).compactMap {
        if case .stroke(let path, let c, _) = $0, c.description == color { return path.boundingRect }
        return nil
    }
}

/// The bounds of the paths filled with `color` (`#RRGGBBAA`).
@MainActor func fills<V: View>(of color: String, in view: V, colorScheme: ColorScheme = .light) throws -> [CGRect] {
    try drawnItems(view, colorScheme: colorScheme).compactMap {
        if case .fill(let path, let c, _) = $0, c.description == color { return path.boundingRect }
        return nil
    }
}

/// The accent colour (`systemBlue`) in light mode.
let accentBlue = "#007AFFFF"
