/// Horizontal alignment of lines within the text's frame (`multilineTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading
    case center
    case trailing
}
