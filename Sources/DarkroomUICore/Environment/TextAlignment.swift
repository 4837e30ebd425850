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

extension EnvironmentValues {
    /// The multiline alignment in physical terms: `.leading` and `.trailing` swap right to left.
    var effectiveTextAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return multilineTextAlignment }
        switch multilineTextAlignment {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
