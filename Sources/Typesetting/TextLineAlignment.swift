/// Horizontal alignment of lines within the text's frame (`multilineTextAlignment`). Named so it
/// does not clash with SwiftUI's `TextAlignment`, which DarkroomUI declares.
public enum TextLineAlignment: String, Sendable, Hashable, CaseIterable {
    case leading
    case center
    case trailing
}
