/// Where an ellipsis "…" replaces text that does not fit (`truncationMode`).
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    case head
    case middle
    case tail
}
