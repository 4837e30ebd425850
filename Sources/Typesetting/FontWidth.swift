/// The width of a font, spelled like SwiftUI's `Font.Width`.
///
/// DejaVu ships a condensed cut (package `fonts-dejavu-extra`) for Sans and Serif;
/// `compressed` and `condensed` use it, `standard` and `expanded` use the normal width.
public enum FontWidth: String, Sendable, Hashable, CaseIterable {
    case compressed
    case condensed
    case standard
    case expanded

    var isCondensed: Bool { self == .compressed || self == .condensed }
}
