/// SwiftUI's system colours with their light and dark sRGB values (iOS). The named colours every `ShapeStyle`
/// offers (`black` … `brown`, `accentColor`) are declared once, in `extension ShapeStyle where Self == Color`
/// (`ShapeStyle.swift`), and read from ``SystemColor``: a second public `Color.white` beside that one would make
/// the type checker try both in every expression naming one, doubling the work of a view body per mention.
extension Color {
    /// Label colour: black in light mode, white in dark mode.
    public static let primary = Color(system: "primary", light: ResolvedColor(0, 0, 0), dark: ResolvedColor(255, 255, 255))
    /// Secondary label colour.
    public static let secondary = Color(system: "secondary", light: ResolvedColor(60, 60, 67, 0.6), dark: ResolvedColor(235, 235, 245, 0.6))
    /// The system's accent colour, system blue: what `accentColor` is without an app accent colour.
    static let systemAccent = Color(system: "accentColor", light: ResolvedColor(0, 122, 255), dark: ResolvedColor(10, 132, 255))

    /// The separator colour Divider draws with.
    static let separator = Color(system: "separator", light: ResolvedColor(60, 60, 67, 0.29), dark: ResolvedColor(84, 84, 88, 0.6))
}

/// The stored values of the named system colours (see `extension ShapeStyle where Self == Color`).
enum SystemColor {
    static let black = Color(system: "black", light: ResolvedColor(0, 0, 0), dark: ResolvedColor(0, 0, 0))
    static let white = Color(system: "white", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(255, 255, 255))
    static let clear = Color(system: "clear", light: .clear, dark: .clear)
    static let gray = Color(system: "gray", light: ResolvedColor(142, 142, 147), dark: ResolvedColor(142, 142, 147))
    static let red = Color(system: "red", light: ResolvedColor(255, 59, 48), dark: ResolvedColor(255, 69, 58))
    static let orange = Color(system: "orange", light: ResolvedColor(255, 149, 0), dark: ResolvedColor(255, 159, 10))
    static let yellow = Color(system: "yellow", light: ResolvedColor(255, 204, 0), dark: ResolvedColor(255, 214, 10))
    static let green = Color(system: "green", light: ResolvedColor(52, 199, 89), dark: ResolvedColor(48, 209, 88))
    static let mint = Color(system: "mint", light: ResolvedColor(0, 199, 190), dark: ResolvedColor(99, 230, 226))
    static let teal = Color(system: "teal", light: ResolvedColor(48, 176, 199), dark: ResolvedColor(64, 200, 224))
    static let cyan = Color(system: "cyan", light: ResolvedColor(50, 173, 230), dark: ResolvedColor(100, 210, 255))
    static let blue = Color(system: "blue", light: ResolvedColor(0, 122, 255), dark: ResolvedColor(10, 132, 255))
    static let indigo = Color(system: "indigo", light: ResolvedColor(88, 86, 214), dark: ResolvedColor(94, 92, 230))
    static let purple = Color(system: "purple", light: ResolvedColor(175, 82, 222), dark: ResolvedColor(191, 90, 242))
    static let pink = Color(system: "pink", light: ResolvedColor(255, 45, 85), dark: ResolvedColor(255, 55, 95))
    static let brown = Color(system: "brown", light: ResolvedColor(162, 132, 94), dark: ResolvedColor(172, 142, 104))
    static let accentColor = Color(storage: .accent)
}
