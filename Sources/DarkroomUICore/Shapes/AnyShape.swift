import Foundation

/// A type-erased shape.
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: @Sendable (CGRect) -> Path
    private let measure: @Sendable (ProposedViewSize) -> CGSize

    /// Wraps `shape`.
    public nonisolated init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        measure = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}
