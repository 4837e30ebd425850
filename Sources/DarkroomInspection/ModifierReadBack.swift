import DarkroomUI
import Foundation

// Modifiers are attributes of the view they wrap (as in ViewInspector): `text.padding()` reads the `.padding`
// applied to that text.
@MainActor
extension InspectableView {
    /// The first modifier (outermost first) for which `read` answers.
    package func modifierValue<T>(_ name: String, _ read: (Any) -> T?) throws -> T {
        for modifier in node.modifiers {
            if let value = read(modifier) { return value }
        }
        throw InspectionError.modifierNotFound(parent: typeName(node.view), modifier: name, existing: node.modifierNames, path: node.path)
    }

    /// The value an environment-writing modifier sets, found by applying each such modifier to the default environment.
    package func environmentModifierValue<T>(_ name: String, _ read: (EnvironmentValues) -> T?) throws -> T {
        try modifierValue(name) { modifier in
            InspectionSupport.environmentChange(of: modifier).flatMap(read)
        }
    }

    /// `.padding(…)`: the insets on every edge.
    public func padding() throws -> EdgeInsets {
        try modifierValue("padding") { InspectionSupport.padding(of: $0) }
    }

    /// `.padding(…)`: the inset on `edges` (which must all have the same inset).
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        let insets = try padding()
        var values: [CGFloat] = []
        if edges.contains(.top) { values.append(insets.top) }
        if edges.contains(.leading) { values.append(insets.leading) }
        if edges.contains(.bottom) { values.append(insets.bottom) }
        if edges.contains(.trailing) { values.append(insets.trailing) }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else {
            throw InspectionError.notSupported("\(node.path): padding differs across the requested edges: \(insets).")
        }
        return first
    }

    /// `.blur(radius:opaque:)`'s parameters.
    public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
        let effect = try modifierValue("blur") { $0 as? _BlurEffect }
        return (effect.radius, effect.isOpaque)
    }

    /// `.brightness(_:)`'s amount.
    public func brightness() throws -> Double {
        try modifierValue("brightness") { ($0 as? _BrightnessEffect)?.amount }
    }

    /// `.foregroundColor(_:)`'s colour (`nil` when it was reset with `nil`).
    public func foregroundColor() throws -> Color? {
        if let text = node.view as? DarkroomUI.Text, let color = InspectionSupport.foregroundColor(of: text) { return color }
        return try environmentModifierValue("foregroundColor") { InspectionSupport.foregroundColor(in: $0) }
    }

    /// `.font(_:)`'s font.
    public func font() throws -> Font? {
        if let text = node.view as? DarkroomUI.Text, let font = InspectionSupport.font(of: text) { return font }
        return try environmentModifierValue("font") { InspectionSupport.font(in: $0) }
    }

    /// `.frame(width:height:alignment:)`'s parameters.
    public func fixedFrame() throws -> (width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        try modifierValue("frame(width:height:alignment:)") { InspectionSupport.fixedFrame(of: $0) }
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`'s parameters.
    public func flexFrame() throws -> (
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) {
        try modifierValue("frame(minWidth:…)") { InspectionSupport.flexFrame(of: $0) }
    }

    /// `.accessibilityIdentifier(_:)`'s identifier.
    public func accessibilityIdentifier() throws -> String {
        try modifierValue("accessibilityIdentifier") { InspectionSupport.accessibilityIdentifier(of: $0) }
    }

    /// The style set with `.buttonStyle(_:)`.
    public func buttonStyle() throws -> Any {
        try environmentModifierValue("buttonStyle") { InspectionSupport.buttonStyle(in: $0) }
    }

    /// The style set with `.toggleStyle(_:)`.
    public func toggleStyle() throws -> Any { try style(modifier: "ToggleStyleModifier", call: "toggleStyle") }

    /// The style set with `.labelStyle(_:)`.
    public func labelStyle() throws -> Any { try style(modifier: "LabelStyleModifier", call: "labelStyle") }

    /// The style set with `.groupBoxStyle(_:)`.
    public func groupBoxStyle() throws -> Any { try style(modifier: "GroupBoxStyleModifier", call: "groupBoxStyle") }

    /// The style set with `.progressViewStyle(_:)`.
    public func progressViewStyle() throws -> Any { try style(modifier: "ProgressViewStyleModifier", call: "progressViewStyle") }

    /// A custom style applied with the convenience method `name` (e.g. `"helloWorldStyle"`), whose modifier type
    /// is named `<Style>Modifier` (`HelloWorldStyleModifier`) and keeps the style in a property named `style`.
    public func customStyle(_ name: String) throws -> Any {
        try style(modifier: name.uppercasedFirst + "Modifier", call: name)
    }

    private func style(modifier typePrefix: String, call: String) throws -> Any {
        try modifierValue(call) { modifier in
            let name = typeName(modifier)
            guard name == typePrefix || name.hasPrefix(typePrefix + "<") else { return nil }
            return Mirror(reflecting: modifier).children.first { $0.label == "style" }?.value
        }
    }
}

@MainActor
extension InspectableView where View == ViewType.Shape {
    private func paint() throws -> (style: Any, fillStyle: FillStyle, strokeStyle: StrokeStyle?) {
        var candidate: InspectedNode? = node
        while let current = candidate {
            if let paint = InspectionSupport.shapePaint(of: current.view) { return paint }
            candidate = current.soleChild(call: "shape")
        }
        throw InspectionError.notSupported("\(node.path): \(typeName(node.view)) is not filled or stroked with a style.")
    }

    /// The style the shape is filled or stroked with, as `S`.
    public func fillShapeStyle<S: ShapeStyle>(_ type: S.Type) throws -> S {
        let style = try paint().style
        guard let typed = style as? S else {
            throw InspectionError.typeMismatch(factual: typeName(style), expected: "\(S.self)", path: node.path)
        }
        return typed
    }

    /// The stroke's style (for `stroke`/`strokeBorder`).
    public func strokeStyle() throws -> StrokeStyle {
        guard let stroke = try paint().strokeStyle else {
            throw InspectionError.notSupported("\(node.path): \(typeName(node.view)) is filled, not stroked.")
        }
        return stroke
    }

    /// The fill style (for strokes, its `isAntialiased` is the `antialiased:` argument).
    public func fillStyle() throws -> FillStyle {
        try paint().fillStyle
    }
}
