import Foundation
import Typesetting

/// The default text measurer: lays text out with the Typesetting engine (FreeType + HarfBuzz, DejaVu fonts).
///
/// `Text` views use the engine directly (with every run's attributes) when this measurer is in the
/// environment; `sizeThatFits(_:proposal:environment:)` measures a plain string in the environment's font.
public struct TypesettingTextMeasurer: TextMeasurer {
    /// The engine that measures and later draws the text.
    public let engine: TypesettingEngine

    public init(engine: TypesettingEngine = .shared) {
        self.engine = engine
    }

    public func sizeThatFits(_ text: String, proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
        let resolved = ResolvedText(Text(verbatim: text), environment: environment, missingColor: { _ in })
        return ((try? layout(resolved, proposal: proposal)) ?? nil)?.size ?? .zero
    }

    /// The layout of `text` for `proposal` (LAYOUT.md §13): nil or infinite width = one line per paragraph;
    /// a 0 in either dimension gives `nil`, a zero size (Fatbobman's measurement).
    func layout(_ text: ResolvedText, proposal: ProposedViewSize) throws(FontError) -> TextLayout? {
        if proposal.width == 0 || proposal.height == 0 { return nil }
        func finite(_ v: CGFloat?) -> CGFloat? {
            guard let v, v.isFinite else { return nil }
            return max(0, v)
        }
        let width = finite(proposal.width), height = finite(proposal.height)
        let layout = try engine.layout(text.attributed, options: text.options, width: width, height: height)
        guard text.allowsTightening, layout.isTruncated else { return layout }
        // Tightening: the least tightening (1…4% of the font size) that fits the text untruncated.
        for step in 1...4 {
            let tight = text.tightened(by: Double(step) * 0.01)
            let candidate = try engine.layout(tight.attributed, options: tight.options, width: width, height: height)
            if !candidate.isTruncated { return candidate }
        }
        return layout
    }
}
