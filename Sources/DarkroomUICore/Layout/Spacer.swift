import Foundation

/// Flexible space that expands along its stack's axis and yields to every other view.
public nonisolated struct Spacer: View, _PrimitiveView, Sendable {
    /// The minimum length (default spacing, 8, when `nil`).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var length = minLength ?? ViewSpacing.defaultDistance
        if !length.isFinite || length < 0 {
            context.log("Invalid Spacer minLength \(DumpFormat.number(length)); using 0.")
            length = 0
        }
        return [SpacerNode(minLength: length, axis: environment.stackAxis)]
    }
}
