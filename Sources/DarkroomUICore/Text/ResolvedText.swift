import Foundation
import Typesetting

/// A `Text` with its environment applied: the attributed paragraph and layout options Typesetting takes.
struct ResolvedText: Hashable, Sendable {
    var attributed: AttributedText
    var options: TextLayoutOptions
    /// `allowsTightening(true)`: a layout that does not fit is retried with tighter tracking.
    var allowsTightening = false
    /// Runs drawn in a gradient (`Text("a") + Text("b").foregroundStyle(gradient)`), in run order: their glyphs and
    /// lines are drawn as the mask of the gradient filling the text's frame.
    var gradientRuns: [GradientRun] = []

    /// A run whose foreground is a gradient.
    struct GradientRun: Hashable, Sendable {
        var run: Int
        var gradient: ResolvedGradient
    }

    /// The characters.
    var string: String { attributed.string }

    init(_ text: Text, environment: EnvironmentValues, missingColor: @escaping (String) -> Void) {
        let defaults = environment.text
        let environmentFont = environment.font ?? Font.body
        // Chinese text takes Han characters' Simplified or Traditional forms, as iOS draws it with PingFang SC/TC.
        let chineseForms = StringsTables.chineseScript(of: environment.locale.identifier)
        var runs: [TextRun] = []
        runs.reserveCapacity(text.segments.count)
        for segment in text.segments {
            let style = segment.style
            let inherited = defaults.style
            var font = (style.font ?? environmentFont).descriptor
            if style.isBold ?? inherited.isBold ?? false { font = font.bold() }
            if let weight = style.weight ?? inherited.weight { font = font.weight(weight.value) }
            if style.isItalic ?? inherited.isItalic ?? false { font = font.italic() }
            if let design = style.design ?? inherited.design { font = font.design(design.typesetting) }
            if let width = style.width ?? inherited.width { font = font.width(width.value) }
            if style.isMonospaced { font = font.monospaced() }
            if style.monospacedDigit ?? inherited.monospacedDigit ?? false { font = font.monospacedDigit() }
            font = environment.dynamicTypeSize.scale(font)
            if let scale = style.scale ?? inherited.scale, scale != .default {
                font = font.withSize(font.size * scale.factor)
            }
            var imageString: String?
            if let image = segment.image {
                let (glyph, glyphFont) = image.run(fontSize: CGFloat(font.size), environment: environment)
                imageString = glyph
                if let glyphFont { font = glyphFont.descriptor }
            }
            func color(_ style: ResolvableStyle) -> TextColor {
                Self.textColor(style.resolve(in: environment, missing: missingColor))
            }
            func decoration(_ d: TextRunStyle.Decoration?) -> TextDecoration? {
                guard let d, d.isActive else { return nil }
                return TextDecoration(color: d.color.map { color(.color($0)) }, pattern: d.pattern.kind)
            }
            // A gradient run has no flat colour: its glyphs (and lines without their own colour) are a gradient's mask.
            var isGradient = false
            if case .gradient? = style.color { isGradient = true }
            let attributes = TextAttributes(
                font: font,
                foregroundColor: isGradient ? nil : style.color.map(color),
                underline: decoration(style.underline ?? inherited.underline),
                strikethrough: decoration(style.strikethrough ?? inherited.strikethrough),
                kerning: Self.finite(style.kerning ?? inherited.kerning),
                tracking: Self.finite(style.tracking ?? inherited.tracking),
                baselineOffset: Self.finite(style.baselineOffset ?? inherited.baselineOffset),
                backgroundColor: style.backgroundColor.map { color(.color($0)) },
                language: chineseForms)
            let source = imageString ?? segment.format?.render(environment) ?? segment.string
            let string: String =
                switch defaults.textCase {
                case .uppercase?: source.uppercased()
                case .lowercase?: source.lowercased()
                case nil: source
                }
            if isGradient, let style = style.color,
                case .gradient(let gradient) = style.resolvePaint(in: environment, missing: missingColor)
            {
                gradientRuns.append(GradientRun(run: runs.count, gradient: gradient))
            }
            runs.append(TextRun(string, attributes: attributes))
        }
        attributed = AttributedText(runs: runs)
        allowsTightening = defaults.allowsTightening
        // Right to left, leading lines start at the right edge (the glyphs themselves are not mirrored).
        let alignment: TextLineAlignment =
            switch environment.effectiveTextAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        let truncation: TruncationMode =
            switch defaults.truncationMode {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        options = TextLayoutOptions(
            lineLimit: defaults.lineLimit.map { max(1, $0) }, truncationMode: truncation, alignment: alignment,
            lineSpacing: Self.finite(defaults.lineSpacing), minimumLineCount: min(max(0, defaults.minimumLineCount), 1000),
            minimumScaleFactor: Double(defaults.minimumScaleFactor.isFinite ? min(max(defaults.minimumScaleFactor, 0.01), 1) : 1))
    }

    /// A copy with every run's tracking reduced by `fraction` of its font size.
    func tightened(by fraction: Double) -> ResolvedText {
        var copy = self
        copy.attributed = AttributedText(
            runs: attributed.runs.map { run in
                var run = run
                run.attributes.tracking -= run.attributes.font.size * fraction
                return run
            })
        return copy
    }

    static func textColor(_ c: ResolvedColor) -> TextColor {
        TextColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
    }

    private static func finite(_ value: CGFloat?) -> Double {
        guard let value, value.isFinite else { return 0 }
        return Double(value)
    }
}
