import Foundation

/// A run of styled text, sized and drawn by the Typesetting engine (FreeType + HarfBuzz).
///
/// ```swift
/// Text("Hello").bold() + Text(" world").foregroundColor(.red)
/// ```
/// Concatenated texts keep each part's font, colour and decorations; the whole is one paragraph.
public struct Text: Equatable, Sendable {
    /// One part of a (possibly concatenated) text.
    package struct Segment: Hashable, Sendable {
        var string: String
        package var style: TextRunStyle
        /// For dates and numbers: formats the value in the environment's locale, calendar and time zone
        /// (`string` holds the rendering in the default en_US / UTC environment).
        var format: TextFormat? = nil
        /// An image drawn inline (`Text(Image)`, `"\\(image)"` in a literal): a symbol glyph sized from the run's font.
        var image: InlineImage? = nil
        /// For a part of a localised key: where its words come from in other languages.
        var localization: LocalizedSource? = nil
    }

    package var segments: [Segment]

    /// Text showing `content` as it is, without Markdown (string literals go to `init(_: LocalizedStringKey)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(string: String(content), style: TextRunStyle())]
    }

    /// Text showing `content` without localisation.
    public init(verbatim content: String) {
        segments = [Segment(string: content, style: TextRunStyle())]
    }

    /// Text showing `image` inline, as a glyph on the baseline sized from the text's font (symbols as in a `Label`).
    ///
    /// ```swift
    /// Text(Image(systemName: "star.fill")) + Text(" 4.8")
    /// ```
    public init(_ image: Image) {
        segments = [Segment(string: "", style: TextRunStyle(), image: InlineImage(image))]
    }

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// The characters of all parts.
    package var string: String { segments.count == 1 ? segments[0].string : segments.map(\.string).joined() }

    /// Joins two texts into one paragraph; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    /// A copy with `change` applied to every part's style.
    func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].style) }
        return copy
    }
}

extension Text {
    /// A case transformation (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// How text that does not fit is shortened (an ellipsis at the head, middle or tail).
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// Text drawn in `font` (`nil` keeps the environment's font).
    public func font(_ font: Font?) -> Text { styled { if $0.font == nil { $0.font = font } } }
    /// Text in `color` (`nil` keeps the environment's foreground).
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return styled { if $0.color == nil { $0.color = .color(color) } }
    }
    /// Text in `style` (a colour, `.tint`, or a hierarchical level of the foreground).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let resolvable = style.resolvable
        if resolvable == .foreground { return self }
        return styled { if $0.color == nil { $0.color = resolvable } }
    }
    /// Bold text.
    public func bold() -> Text { bold(true) }
    /// Bold text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { styled { if $0.isBold == nil { $0.isBold = isActive } } }
    /// Italic text.
    public func italic() -> Text { italic(true) }
    /// Italic text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { styled { if $0.isItalic == nil { $0.isItalic = isActive } } }
    /// Text in `weight` (`nil` keeps the font's weight).
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { if $0.weight == nil { $0.weight = weight } } }
    /// Text in another design of the system font (`nil` keeps the font's).
    public func fontDesign(_ design: Font.Design?) -> Text { styled { if $0.design == nil { $0.design = design } } }
    /// Text in another width (`nil` keeps the font's).
    public func fontWidth(_ width: Font.Width?) -> Text { styled { if $0.width == nil { $0.width = width } } }
    /// Monospaced text (`isActive` false keeps the font).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// Underlined text (`color` `nil`: the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }
    /// Text underlined with a line in `pattern` (`color` `nil`: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { if $0.underline == nil { $0.underline = .init(isActive: isActive, color: color, pattern: pattern) } }
    }
    /// Struck-through text (`color` `nil`: the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }
    /// Text struck through with a line in `pattern` (`color` `nil`: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled {
            if $0.strikethrough == nil { $0.strikethrough = .init(isActive: isActive, color: color, pattern: pattern) }
        }
    }
    /// Extra space after every character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { styled { if $0.kerning == nil { $0.kerning = kerning } } }
    /// Extra space after every character, in points (turns ligatures off).
    public func tracking(_ tracking: CGFloat) -> Text { styled { if $0.tracking == nil { $0.tracking = tracking } } }
    /// Moves the text up (positive) or down, in points.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }
}

extension Text: View, _PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let missing = MissingColors(context: context)
        // `Text.foregroundStyle(gradient)` on the whole text: drawn as the environment's gradient foreground.
        if case .gradient? = segments.first?.style.color, segments.allSatisfy({ $0.style.color == segments.first?.style.color }) {
            var env = environment
            env.foregroundStyle = segments[0].style.color
            return Text(
                segments: segments.map {
                    var s = $0
                    s.style.color = nil
                    return s
                }
            )._makeNodes(environment: env, context: context)
        }
        let color = ResolvableStyle.foreground.resolve(in: environment, missing: missing.report)
        let localization = localized(in: environment, log: context.log)
        let resolved = ResolvedText(localization.text, environment: environment, missingColor: missing.report)
        let node = missing.wrap(
            TextNode(
                text: resolved, environment: environment, color: color, context: context,
                vibrancy: vibrancy(environment: environment, color: color)))
        guard let error = localization.error else { return [node] }
        return [ColorErrorNode(child: node, error: .unreadableStrings(error))]
    }

    /// Vibrant on a material when the whole text is drawn in a level of the default foreground.
    private func vibrancy(environment: EnvironmentValues, color: ResolvedColor) -> Vibrancy? {
        guard environment.backgroundMaterial != nil else { return nil }
        let colors = segments.map(\.style.color)
        if colors.allSatisfy({ $0 == nil }) {
            return Vibrancy.resolve(level: environment.foregroundLevel, color: color, environment: environment)
        }
        guard environment.foregroundLevel != nil, case .hierarchical(let level)? = colors.first,
            colors.allSatisfy({ $0 == colors.first })
        else { return nil }
        return Vibrancy.resolve(
            level: level, color: ResolvableStyle.hierarchical(level).resolve(in: environment),
            environment: environment)
    }
}
