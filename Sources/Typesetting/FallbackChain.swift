/// The faces tried for a font, requested face first, and the styles synthesized for it.
struct FallbackChain {
    var faces: [Int]
    /// Applied to glyphs of the requested face only (fallback faces are picked in the right style).
    var synthetic: SyntheticStyle

    var primary: Int { faces[0] }
}
