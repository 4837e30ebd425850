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
