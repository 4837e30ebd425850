/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Sendable, Hashable {
    case leading, trailing
}
