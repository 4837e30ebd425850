/// A reusable change to a view: `content.modifier(MyModifier())`. Isolated to the main actor, as in SwiftUI.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolution entry point (implementation detail; do not implement).
    static func _apply(
        _ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
        escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
        environment: EnvironmentValues, into outputs: inout _ViewOutputs)
}

extension ViewModifier {
    /// Custom modifiers resolve their body with a placeholder for the content; primitive modifiers found by a
    /// dynamic check apply themselves.
    public static func _apply(
        _ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
        escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
        environment: EnvironmentValues, into outputs: inout _ViewOutputs
    ) {
        if let primitiveType = Self.self as? any _PrimitiveModifier.Type {
            func applyPrimitive<M: _PrimitiveModifier>(_: M.Type) {
                withUnsafePointer(to: modifier) { pointer in
                    pointer.withMemoryRebound(to: M.self, capacity: 1) {
                        $0.pointee._apply(content: content, into: &outputs, environment: environment)
                    }
                }
            }
            applyPrimitive(primitiveType)
            return
        }
        // The placeholder may be kept beyond this call (e.g. inside a GeometryReader's content closure, which
        // resolves at placement), so it gets an escaping resolver.
        let placeholder = _ViewModifier_Content<Self>(resolve: escapingContent())
        guard let body = Resolver.evaluate(modifier, environment: environment, context: outputs.context, { $0.body(content: placeholder) }) else { return }
        Resolver.resolve(body, environment: environment, into: &outputs)
    }
}

/// The view a `ViewModifier`'s `body(content:)` receives: stands for the modified content.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    /// Resolves the modified content.
    let resolve: (EnvironmentValues, inout _ViewOutputs) -> Void

    /// The content that `resolve` resolves.
    package init(resolve: @escaping (EnvironmentValues, inout _ViewOutputs) -> Void) { self.resolve = resolve }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        view.resolve(environment, &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var outputs = _ViewOutputs(nodes: [], context: context)
        resolve(environment, &outputs)
        return outputs.nodes
    }
}

extension View {
    /// Applies `modifier` to this view.
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
