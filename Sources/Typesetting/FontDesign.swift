/// The design of the system font, spelled like SwiftUI's `Font.Design`.
///
/// Faces: `default` and `rounded` → Inter (SF Pro Rounded has SF Pro's widths; Inter's terminals
/// are not rounded), `serif` → DejaVu Serif, `monospaced` → DejaVu Sans Mono.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`
    case serif
    case rounded
    case monospaced
}
