import Foundation

/// Measures text for layout (`TypesettingTextMeasurer` by default; `StandInTextMeasurer` for font-free tests).
///
/// Rules to honour (LAYOUT.md §13): a `nil` width gives the single-line ideal size; a width at least the ideal
/// gives the ideal; a narrower width wraps (inside a word if one word does not fit); at least one line's height.
public protocol TextMeasurer: Sendable {
    /// The size of `text` for `proposal` in `environment` (font, line limit, …).
    func sizeThatFits(_ text: String, proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize
}

struct TextMeasurerKey: EnvironmentKey {
    static let defaultValue: any TextMeasurer = TypesettingTextMeasurer()
}

extension EnvironmentValues {
    /// The measurer `Text` sizes itself with: `TypesettingTextMeasurer` (real fonts) by default; set
    /// `StandInTextMeasurer()` for font-independent layout tests.
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}
