/// Styles imitated by transforming outlines when the resolved face lacks them (a registered
/// family without an italic or bold file, the rounded design's Manjari without an italic or a
/// face heavier than its Bold): an oblique slant of 12° (FreeType's FT_GlyphSlot_Oblique shear)
/// and an outline emboldening of 1/24 em (advances unchanged).
public struct SyntheticStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let oblique = SyntheticStyle(rawValue: 1)
    public static let bold = SyntheticStyle(rawValue: 2)

    /// Horizontal shear per unit of height for `.oblique` (0x0366A / 0x10000).
    static let obliqueShear = 0.21252441406

    /// The styles `font` asks for that `face` does not have.
    static func needed(for font: FontDescriptor, face: RegisteredFont) -> SyntheticStyle {
        var style: SyntheticStyle = []
        if font.isItalic && !face.isItalic { style.insert(.oblique) }
        if let weight = font.weight, weight.isBold, !face.weight.isBold { style.insert(.bold) }
        // The rounded design's Manjari Bold has stems of SF's Medium/Semibold weight (0.098 em):
        // bold, heavy and black embolden it (to 0.14 em; SF Pro Bold's are about 0.15).
        if face.package == SystemFontCatalog.roundedPackage, face.weight.isBold, font.effectiveWeight >= .bold {
            style.insert(.bold)
        }
        return style
    }
}
