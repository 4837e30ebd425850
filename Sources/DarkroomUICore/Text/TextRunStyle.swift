import Foundation

/// The styling a `Text` value carries for its own characters (set with `Text`-returning modifiers).
///
/// `nil` fields fall back to the environment (`.font(_:)`, `.foregroundColor(_:)`, `.bold()` … on views).
package struct TextRunStyle: Hashable, Sendable {
    /// A line drawn under or through text: whether it is active and its colour (`nil`: the text's colour).
    struct Decoration: Hashable, Sendable {
        var isActive: Bool
        var color: Color?
        var pattern: Text.LineStyle.Pattern = .solid
    }

    package var font: Font?
    package var color: ResolvableStyle?
    var weight: Font.Weight?
    var isBold: Bool?
    var isItalic: Bool?
    /// Markdown `code`: the font's monospaced design.
    var isMonospaced = false
    /// `monospacedDigit()`: digits of equal width (tabular figures).
    var monospacedDigit: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var underline: Decoration?
    var strikethrough: Decoration?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// An attributed run's `backgroundColor`: filled behind the run on each of its lines.
    var backgroundColor: Color?
    /// `textScale(_:isEnabled:)`: `.secondary` draws the font smaller.
    var scale: Text.Scale?

    /// Takes each field this style leaves unset from `outer` (the style around an interpolated `Text`).
    mutating func inherit(_ outer: TextRunStyle) {
        font = font ?? outer.font
        color = color ?? outer.color
        weight = weight ?? outer.weight
        isBold = isBold ?? outer.isBold
        isItalic = isItalic ?? outer.isItalic
        isMonospaced = isMonospaced || outer.isMonospaced
        monospacedDigit = monospacedDigit ?? outer.monospacedDigit
        design = design ?? outer.design
        width = width ?? outer.width
        underline = underline ?? outer.underline
        strikethrough = strikethrough ?? outer.strikethrough
        kerning = kerning ?? outer.kerning
        tracking = tracking ?? outer.tracking
        baselineOffset = baselineOffset ?? outer.baselineOffset
        backgroundColor = backgroundColor ?? outer.backgroundColor
        scale = scale ?? outer.scale
    }
}
