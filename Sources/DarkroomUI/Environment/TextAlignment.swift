/// How lines of multiline text are aligned.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue: TextAlignment = .leading
}

extension EnvironmentValues {
    /// The alignment of multiline text (`.leading` by default).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}
