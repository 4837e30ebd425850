/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root view's space.
    case global
    /// The view's own space (origin at its top-leading corner).
    case local
    /// A named space (resolved as the root space; `.coordinateSpace(name:)` is not supported).
    case named(String)
}
