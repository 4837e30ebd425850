import Foundation

/// A run of text, sized by the environment's `TextMeasurer`.
///
/// Glyphs are not drawn yet: the display list carries a `.text` item for the text issue's renderer.
public struct Text: View, _PrimitiveView, Equatable, Sendable {
    let string: String

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Text showing `content` without localisation.
    public init(verbatim content: String) {
        string = content
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let color = ResolvableStyle.foreground.resolve(in: environment) { context.log("No color named '\($0)' found in the color registry.") }
        return [TextNode(string: string, environment: environment, color: color)]
    }
}
