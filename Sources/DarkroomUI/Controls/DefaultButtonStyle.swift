/// The automatic button style: on iOS a borderless button whose label takes the tint colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label)
    }
}

/// The borderless button style: the label in the tint colour, no chrome.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label)
    }
}

/// The plain button style: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border; tinted label.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A label drawn with the tint as foreground, unless a foreground style was set explicitly.
struct TintedLabel: View, _PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    var body: Never { primitiveBody(Self.self) }

    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        if env.foregroundStyle == nil { env.foregroundStyle = .tint }
        return label._makeNodes(environment: env, context: context)
    }
}
