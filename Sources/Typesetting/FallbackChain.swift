/// The faces tried for a font, requested face first, and the styles synthesized for it.
struct FallbackChain {
    var faces: [Int]
    /// Applied to glyphs of the requested face only (fallback faces are picked in the right style).
    var synthetic: SyntheticStyle
    /// Why the requested face was replaced by another (its file is missing), for a diagnostic.
    var substitution: String?
    /// The face whose ascent, descent and line gap set the line height, when not the requested
    /// face's own: the rounded design's Manjari takes the default design's (Inter's) line metrics,
    /// as SF Pro Rounded has SF Pro's.
    var lineMetricsFace: Int?
    /// Whether an unknown custom font name is drawn in the system font: its runs then take the system font's
    /// size-specific tracking too, so the text is set exactly as the system font's.
    var isSystemFontStandIn = false

    var primary: Int { faces[0] }
}
