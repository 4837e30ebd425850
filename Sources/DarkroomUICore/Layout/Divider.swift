import Foundation

/// A thin line across its stack's axis (horizontal outside of an HStack).
public nonisolated struct Divider: View, _PrimitiveView, Sendable {
    public init() {}

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        [DividerNode(lineAlongVertical: environment.stackAxis == .horizontal, color: Color.separator.resolve(in: environment))]
    }
}
