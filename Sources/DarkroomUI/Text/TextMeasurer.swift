import Foundation

/// Measures text for layout: the seam the text issue fills with a real (FreeType/HarfBuzz) measurer.
///
/// Rules to honour (LAYOUT.md §11): a `nil` width gives the single-line ideal size; a width at least the ideal
/// gives the ideal; a narrower width wraps (inside a word if one word does not fit); at least one line's height.
public protocol TextMeasurer: Sendable {
    /// The size of `text` for `proposal` in `environment` (font, line limit, …).
    func sizeThatFits(_ text: String, proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize
}

struct TextMeasurerKey: EnvironmentKey {
    static let defaultValue: any TextMeasurer = StandInTextMeasurer()
}

extension EnvironmentValues {
    /// The measurer `Text` sizes itself with (a deterministic stand-in until the text issue lands).
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}
