/// The top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Sendable, Hashable {
    case top, bottom
}
