import Foundation
import Typesetting

/// Text (LAYOUT.md §13): measured by the Typesetting engine (or the environment's stand-in measurer); the layout
/// that answered the placement proposal is the one drawn, so drawing reproduces the measured line breaks exactly.
///
/// Guides: `firstTextBaseline` / `lastTextBaseline` are explicit values from the layout's first and last baselines.
/// Spacing: text keeps the default `ViewSpacing` (8 points to its stack neighbours). SwiftUI derives text–text
/// spacing from font metrics of Apple's fonts, which cannot be reproduced with DejaVu; 8 matches what SwiftUI shows
/// between body-size texts in a VStack to within a point, and keeps layouts independent of the font files.
package final class TextNode: LayoutNode {
    package override var drawsContent: Bool { true }

    let text: ResolvedText
    let environment: EnvironmentValues
    let color: ResolvedColor
    let context: ResolveContext
    /// The real measurer, or `nil` when the environment supplies another (e.g. the font-free stand-in).
    let typesetter: TypesettingTextMeasurer?
    /// Drawn vibrant (a level of the default foreground on a material), or `nil`.
    let vibrancy: Vibrancy?
    private var layouts: [ProposalKey: TextLayout] = [:]
    private var placedProposal = ProposedViewSize.unspecified
    /// Why the engine could not lay the text out (an unknown custom font, a missing font file).
    private var fontError: FontError?

    private struct ProposalKey: Hashable {
        let width: CGFloat?, height: CGFloat?
        init(_ p: ProposedViewSize) {
            width = p.width
            height = p.height
        }
    }

    init(
        text: ResolvedText, environment: EnvironmentValues, color: ResolvedColor, context: ResolveContext,
        vibrancy: Vibrancy? = nil
    ) {
        self.text = text
        self.vibrancy = vibrancy
        self.environment = environment
        self.color = color
        self.context = context
        typesetter = environment.textMeasurer as? TypesettingTextMeasurer
        super.init()
        mayHaveExplicitGuides = typesetter != nil
    }

    var string: String { text.string }

    /// The Typesetting layout for `proposal` (memoised), `nil` for an empty result or without the engine.
    func layout(for proposal: ProposedViewSize) -> TextLayout? {
        guard let typesetter else { return nil }
        let key = ProposalKey(proposal)
        if let cached = layouts[key] { return cached }
        do {
            guard let layout = try typesetter.layout(text, proposal: proposal) else { return nil }
            layouts[key] = layout
            if !layout.missingCharacters.isEmpty {
                let list = layout.missingCharacters.map { String($0) }.joined()
                context.log("Text \"\(Self.abbreviated(string))\": no font has the characters \"\(list)\"; they are drawn as boxes.")
            }
            for substitution in layout.fontSubstitutions {
                context.log("Text \"\(Self.abbreviated(string))\": \(substitution)")
            }
            return layout
        } catch {
            fontError = error
            context.log("Text \"\(Self.abbreviated(string))\": \(error)")
            return nil
        }
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard typesetter != nil else {
            return environment.textMeasurer.sizeThatFits(string, proposal: proposal, environment: environment)
        }
        return layout(for: proposal)?.size ?? .zero
    }

    package override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placedProposal = proposal
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard key.axis == .vertical else { return nil }
        let id = ObjectIdentifier(key.id)
        let first = id == ObjectIdentifier(FirstTextBaselineAlignmentID.self)
        guard first || id == ObjectIdentifier(LastTextBaselineAlignmentID.self) else { return nil }
        guard let layout = layout(for: proposal), !layout.lines.isEmpty else { return nil }
        return first ? layout.firstBaseline : layout.lastBaseline
    }

    package override func draw(into builder: inout DisplayListBuilder) {
        guard !string.isEmpty else { return }
        let snapped = builder.snap(frame)
        let layout = layout(for: placedProposal)
        var origin = snapped.origin
        if let layout, frame.width > layout.size.width {
            // Placed wider than measured (a custom layout may do that): align the paragraph in the frame.
            let factor: CGFloat =
                switch environment.effectiveTextAlignment {
                case .leading: 0
                case .center: 0.5
                case .trailing: 1
                }
            origin.x += ((frame.width - layout.size.width) * factor * builder.scale).rounded() / builder.scale
        }
        if environment.redactionReasons.contains(.placeholder) {
            drawPlaceholder(layout: layout, origin: origin, frame: snapped, into: &builder)
            return
        }
        let drawing = DisplayItem.text(
            TextDrawing(
                string: string, frame: snapped, color: color,
                alignment: environment.multilineTextAlignment, layout: layout, origin: origin,
                error: fontError))
        // Gradients: a gradient foreground style (on the view) and gradient parts (`Text("Go ") +
        // Text("Pro").foregroundStyle(gradient)`). Run backgrounds first; then the runs and lines with a flat colour;
        // then, per gradient, its runs' glyphs and colourless lines as the mask of the gradient filling the text's frame.
        // Runs with their own colour keep it under a view's gradient, as in SwiftUI.
        var environmentGradient: ResolvedGradient?
        if case .gradient(let gradient) = ResolvableStyle.foreground.resolvePaint(in: environment) { environmentGradient = gradient }
        if environmentGradient != nil || !text.gradientRuns.isEmpty {
            guard let layout, fontError == nil else {
                builder.append(drawing)  // nothing to mask: reports the font error, if any
                return
            }
            var groups: [(gradient: ResolvedGradient, runs: Set<Int>)] = []
            for part in text.gradientRuns where !groups.contains(where: { $0.runs.contains(part.run) }) {
                groups.append((part.gradient, Set(text.gradientRuns.filter { $0.gradient == part.gradient }.map(\.run))))
            }
            if let environmentGradient {
                let parts = Set(text.gradientRuns.map(\.run))
                let plain = Set(layout.runColors.indices.filter { layout.runColors[$0] == nil && !parts.contains($0) })
                groups.insert((environmentGradient, plain), at: 0)
            }
            let masked = groups.reduce(into: Set<Int>()) { $0.formUnion($1.runs) }
            appendBackgrounds(of: layout, frame: snapped, origin: origin, into: &builder)
            let flat = Self.withoutBackgrounds(
                Self.keepingRuns(
                    of: layout, glyphs: { !masked.contains($0) }, lines: { $0.color != nil || !masked.contains($0.runIndex) }))
            if flat.lines.contains(where: { !$0.glyphs.isEmpty || !$0.decorations.isEmpty }) {
                builder.append(
                    .text(
                        TextDrawing(
                            string: string, frame: snapped, color: color,
                            alignment: environment.multilineTextAlignment, layout: flat, origin: origin)))
            }
            for group in groups where !group.runs.isEmpty {
                var mask = Self.withoutBackgrounds(
                    Self.keepingRuns(
                        of: layout, glyphs: { group.runs.contains($0) }, lines: { group.runs.contains($0.runIndex) && $0.color == nil }))
                mask.runColors = Array(repeating: nil, count: mask.runColors.count)
                builder.append(.beginLayer)
                builder.append(
                    .text(
                        TextDrawing(
                            string: string, frame: snapped, color: ResolvedColor(red: 0, green: 0, blue: 0),
                            alignment: environment.multilineTextAlignment, layout: mask, origin: origin)))
                builder.append(.beginLayer)
                builder.append(.fillShading(Path(snapped), group.gradient.shading(in: snapped), style: FillStyle()))
                builder.append(.endLayer(.blend(.sourceIn)))
                builder.append(.endLayer(.opacity(1)))
            }
            return
        }
        // On a material, a level of the default foreground: one opaque grey, blended with what is below.
        if let vibrancy, builder.drawsVibrancy {
            appendBackgrounds(of: layout, frame: snapped, origin: origin, into: &builder)
            var plain = layout.map(Self.withoutBackgrounds)
            if let runs = plain?.runColors.count { plain?.runColors = Array(repeating: nil, count: runs) }
            vibrancy.append(into: &builder) {
                $0.append(
                    .text(
                        TextDrawing(
                            string: string, frame: snapped, color: vibrancy.color,
                            alignment: environment.multilineTextAlignment, layout: plain, origin: origin,
                            error: fontError)))
            }
            return
        }
        builder.append(drawing)
    }

    /// The run backgrounds of `layout` alone, as a text item with no glyphs (drawn before a masked or blended layer).
    private func appendBackgrounds(of layout: TextLayout?, frame: CGRect, origin: CGPoint, into builder: inout DisplayListBuilder) {
        guard var backgrounds = layout, backgrounds.lines.contains(where: { !$0.backgrounds.isEmpty }) else { return }
        for index in backgrounds.lines.indices {
            backgrounds.lines[index].glyphs = []
            backgrounds.lines[index].decorations = []
        }
        builder.append(
            .text(
                TextDrawing(
                    string: string, frame: frame, color: color,
                    alignment: environment.multilineTextAlignment, layout: backgrounds, origin: origin)))
    }

    /// `layout` with only the glyphs of the runs `glyphs` accepts and the underlines/strikethroughs `lines` accepts
    /// (backgrounds stay).
    static func keepingRuns(
        of layout: TextLayout, glyphs: (Int) -> Bool,
        lines: (TextDecorationSegment) -> Bool
    ) -> TextLayout {
        var copy = layout
        for index in copy.lines.indices {
            copy.lines[index].glyphs.removeAll { !glyphs($0.runIndex) }
            copy.lines[index].decorations.removeAll { !lines($0) }
        }
        return copy
    }

    /// `layout` without its run backgrounds.
    static func withoutBackgrounds(_ layout: TextLayout) -> TextLayout {
        var copy = layout
        for index in copy.lines.indices { copy.lines[index].backgrounds = [] }
        return copy
    }

    /// Redacted as a placeholder: each line becomes a rounded bar as wide as the line and as tall as its glyph box
    /// (ascent + descent), in the text's colour at 16% opacity. iOS draws "grayed-out rectangles" the size of the
    /// text (https://www.swiftbysundell.com/tips/swiftui-automatic-placeholders/); the 16% opacity and the corner
    /// radius (a fifth of the bar's height) are approximations, not measured from a device.
    private func drawPlaceholder(layout: TextLayout?, origin: CGPoint, frame: CGRect, into builder: inout DisplayListBuilder) {
        let fill = ResolvedColor(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity * 0.16)
        var bars: [CGRect] = []
        if let layout {
            for line in layout.lines where line.width > 0 {
                let top = origin.y + line.baseline - line.ascent
                bars.append(CGRect(x: origin.x + line.origin.x, y: top, width: line.width, height: line.ascent + line.descent))
            }
        } else {
            bars.append(frame)
        }
        for bar in bars {
            let snapped = builder.snap(bar)
            let radius = snapped.height / 5
            builder.append(.fill(Path(roundedRect: snapped, cornerRadius: radius, style: .continuous), color: fill, style: FillStyle()))
        }
    }

    /// The number of lines the placed text uses (nil without the engine).
    var lineCount: Int? { layout(for: placedProposal)?.lines.count }

    package override var debugName: String { "Text" }
    package override var debugAttributes: [String] {
        var attributes = ["\"\(string)\""]
        if isPlaced, let lineCount { attributes.append("lines: \(lineCount)") }
        return attributes
    }

    private static func abbreviated(_ s: String) -> String {
        s.count <= 40 ? s : String(s.prefix(39)) + "…"
    }
}
