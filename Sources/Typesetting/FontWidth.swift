/// The width of a font, spelled like SwiftUI's `Font.Width`.
///
/// Inter has no condensed cut, so `compressed` and `condensed` use DejaVu's (package
/// `fonts-dejavu-extra`) for Sans and Serif; `standard` and `expanded` use the normal width.
public enum FontWidth: String, Sendable, Hashable, CaseIterable {
    case compressed
    case condensed
    case standard
    case expanded

    var isCondensed: Bool { self == .compressed || self == .condensed }
}
