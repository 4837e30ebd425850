/// The design of the system font, spelled like SwiftUI's `Font.Design`.
///
/// Mapping onto DejaVu: `default` and `rounded` → DejaVu Sans, `serif` → DejaVu Serif,
/// `monospaced` → DejaVu Sans Mono.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`
    case serif
    case rounded
    case monospaced
}
