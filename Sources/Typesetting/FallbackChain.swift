/// The faces tried for a font, requested face first, and the styles synthesized for it. The
/// requested face is loaded with the chain; a fallback face's file is loaded (and checked) the
/// first time a character needs it.
final class FallbackChain {
    /// The faces in order, requested face first.
    let fonts: [RegisteredFont]
    /// Local index (into the engine's `faces`) of each face of `fonts` loaded so far.
    var loaded: [Int?]
    /// Applied to glyphs of the requested face only (fallback faces are picked in the right style).
    let synthetic: SyntheticStyle
    /// The face whose ascent, descent and line gap set the line height, when not the requested
    /// face's own: the rounded design's Manjari takes the default design's (Inter's) line metrics,
    /// as SF Pro Rounded has SF Pro's.
    let lineMetricsFace: Int?
    /// Why the requested face was replaced by another (an unknown custom font name), for a diagnostic.
    var substitution: String?
    /// Whether an unknown custom font name is drawn in the system font: its runs then take the system font's
    /// size-specific tracking too, so the text is set exactly as the system font's.
    var isSystemFontStandIn = false

    init(fonts: [RegisteredFont], primary: Int, synthetic: SyntheticStyle, lineMetricsFace: Int?) {
        self.fonts = fonts
        self.loaded = [primary] + Array(repeating: nil, count: fonts.count - 1)
        self.synthetic = synthetic
        self.lineMetricsFace = lineMetricsFace
        self.emojiPosition = fonts.lastIndex(of: SystemFontCatalog.emoji)
    }

    /// The requested face (always loaded).
    var primary: Int { loaded[0]! }

    /// The position of the colour emoji face in `fonts`, if the chain has it.
    let emojiPosition: Int?
}
