/// The design of the system font, spelled like SwiftUI's `Font.Design`.
///
/// Faces: `default` → Inter, `rounded` → Manjari (rounded terminals, the Debian rounded sans
/// whose widths come closest to SF's; Inter if `fonts-smc-manjari` is missing, with a
/// diagnostic), `serif` → DejaVu Serif, `monospaced` → DejaVu Sans Mono.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`
    case serif
    case rounded
    case monospaced
}
