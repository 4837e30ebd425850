/// The background style: what `backgroundStyle(_:)` set in the environment, else the system background
/// (white in light mode, black in dark mode). Its levels (`.background.secondary`, `.background.tertiary`) are
/// the secondary and tertiary system backgrounds.
public struct BackgroundStyle: ShapeStyle, _ResolvableShapeStyle {
    /// The environment's background style.
    public init() {}

    var _resolvable: ResolvableStyle { .background(0) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style (`.background(.background)`, `.background(in: .circle)`).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `BackgroundStyle` (`.background`) resolves to; nil: the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` and `background(in:)` fill with in this view (e.g. `.regularMaterial` for
    /// the circles of `.background(in: .circle)`).
    public nonisolated func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the view's bounds with the background style behind it, into the safe area on `edges`.
    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
