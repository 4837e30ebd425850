/// A label drawn with the tint as foreground, unless a foreground style was set explicitly.
struct TintedLabel: View, _PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    var role: ButtonRole? = nil
    var body: Never { primitiveBody(Self.self) }

    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        if env.foregroundStyle == nil { env.foregroundStyle = role == .destructive ? .color(.red) : .tint }
        return label._makeNodes(environment: env, context: context)
    }
}
