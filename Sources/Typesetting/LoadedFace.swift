import CFreeType
import CHarfBuzz
import Foundation

/// A font file loaded once into memory and opened by both FreeType (rasterizing) and HarfBuzz
/// (shaping). Not thread-safe: only touched under the engine's mutex.
final class LoadedFace {
    let id: FontFaceID
    let info: FontFileInfo
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    let unitsPerEm: Double
    /// hhea ascender/descender/lineGap in font units (FreeType's `ascender`, `descender`,
    /// `height - (ascender - descender)`; FreeType falls back to OS/2 typo metrics when hhea is zero).
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// post table underline position (negative = below baseline) and thickness, font units.
    let underlinePosition: Double
    let underlineThickness: Double
    /// OS/2 strikeout position (above baseline) and size, font units.
    let strikeoutPosition: Double
    let strikeoutSize: Double
    /// Whether glyphs come from colour bitmap strikes (CBDT/sbix) rather than outlines.
    let isColorBitmap: Bool
    /// ppem of the bitmap strike selected for colour fonts.
    let strikePixelSize: Double
    /// Char size currently set on `ftFace` (26.6), to avoid redundant FT_Set_Char_Size calls.
    var currentCharSize: Int = -1

    /// Keeps the (shared, read-only) file bytes alive while FreeType and HarfBuzz use them.
    private let file: FontFileData
    private let blob: OpaquePointer

    init(
        id: FontFaceID, path: String, faceIndex: Int, variations: [FontVariation] = [], expectedSHA256: String? = nil,
        library: FT_Library
    ) throws(FontError) {
        let file = try FontFileStore.shared.file(at: path, expectedSHA256: expectedSHA256)
        let data = file.bytes
        let byteCount = file.count
        let hash = file.contentHash
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library, data.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(byteCount), FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            throw .invalidFontFile(path: path, freeTypeError: error)
        }
        guard
            let blob = hb_blob_create(
                data.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(byteCount), HB_MEMORY_MODE_READONLY, nil, nil),
            let hbFace = hb_face_create(blob, UInt32(faceIndex)),
            let hbFont = hb_font_create(hbFace)
        else {
            FT_Done_Face(face)
            throw .invalidFontFile(path: path, freeTypeError: -1)
        }
        hb_face_destroy(hbFace)
        if !variations.isEmpty {
            // The same instance for FreeType (outlines) and HarfBuzz (advances): design coordinates in the
            // axes' own units; both apply the font's `avar` mapping. Axes not named keep their defaults.
            guard Self.setVariations(variations, ftFace: face, hbFont: hbFont, library: library) else {
                hb_font_destroy(hbFont)
                FT_Done_Face(face)
                throw .invalidFontFile(path: path, freeTypeError: -2)
            }
        }
        let upem = Int32(max(1, hb_face_get_upem(hb_font_get_face(hbFont))))
        hb_font_set_scale(hbFont, upem, upem)

        self.id = id
        self.info = FontFileInfo(
            path: path, faceIndex: faceIndex, contentHash: hash, byteCount: byteCount, variations: variations)
        self.file = file
        self.blob = blob
        self.ftFace = face
        self.hbFont = hbFont
        self.directGlyphs = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.directGlyphLimit)
        directGlyphs.initialize(repeating: .max, count: Self.directGlyphLimit)
        self.unitsPerEm = Double(upem)
        let record = face.pointee
        self.ascender = Double(record.ascender)
        self.descender = Double(-record.descender)
        self.lineGap = max(0, Double(record.height) - Double(record.ascender) + Double(record.descender))
        self.underlinePosition = Double(record.underline_position)
        self.underlineThickness = max(1, Double(record.underline_thickness))
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.yStrikeoutSize > 0
        {
            self.strikeoutPosition = Double(os2.pointee.yStrikeoutPosition)
            self.strikeoutSize = Double(os2.pointee.yStrikeoutSize)
        } else {
            self.strikeoutPosition = Double(record.ascender) * 0.3
            self.strikeoutSize = max(1, Double(record.underline_thickness))
        }
        let colorBitmap = darkroom_ft_is_scalable(face) == 0 && darkroom_ft_has_fixed_sizes(face) != 0
        self.isColorBitmap = colorBitmap && darkroom_ft_has_color(face) != 0
        if colorBitmap, let sizes = record.available_sizes, record.num_fixed_sizes > 0 {
            // Pick the largest strike for the best downscaling quality.
            var best = 0
            for index in 0..<Int(record.num_fixed_sizes) where sizes[index].y_ppem > sizes[best].y_ppem {
                best = index
            }
            FT_Select_Size(face, FT_Int(best))
            self.strikePixelSize = Double(sizes[best].y_ppem) / 64
        } else {
            self.strikePixelSize = 0
        }
    }

    /// Selects the instance `variations` names on both the FreeType face and the HarfBuzz font; `false` when the
    /// file is not a variable font.
    private static func setVariations(
        _ variations: [FontVariation], ftFace: FT_Face, hbFont: OpaquePointer, library: FT_Library
    ) -> Bool {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(ftFace, &master) == 0, let master else { return false }
        defer { FT_Done_MM_Var(library, master) }
        let axisCount = Int(master.pointee.num_axis)
        guard axisCount > 0, let axes = master.pointee.axis else { return false }
        var coordinates = [FT_Fixed](repeating: 0, count: axisCount)
        for index in 0..<axisCount {
            let axis = axes[index]
            coordinates[index] = axis.def
            if let setting = variations.first(where: { UInt($0.tagValue) == UInt(axis.tag) }) {
                let fixed = FT_Fixed((setting.value * 65536).rounded())
                coordinates[index] = min(max(fixed, axis.minimum), axis.maximum)
            }
        }
        guard FT_Set_Var_Design_Coordinates(ftFace, FT_UInt(axisCount), &coordinates) == 0 else { return false }
        let settings = variations.map { hb_variation_t(tag: $0.tagValue, value: Float($0.value)) }
        hb_font_set_variations(hbFont, settings, UInt32(settings.count))
        return true
    }

    deinit {
        directGlyphs.deallocate()
        hb_font_destroy(hbFont)
        hb_blob_destroy(blob)
        FT_Done_Face(ftFace)
    }

    /// Scalars below this have their glyph kept in ``directGlyphs`` (Latin, Greek, Cyrillic, Hebrew, Arabic, general
    /// punctuation…); others in ``otherGlyphs``.
    private static let directGlyphLimit = 0x2100
    /// The glyph of each scalar below ``directGlyphLimit`` asked for so far; `UInt32.max` where not asked yet. A
    /// plain buffer: this is read for every character shaped.
    private let directGlyphs: UnsafeMutablePointer<UInt32>
    private var otherGlyphs: [UInt32: UInt32] = [:]

    /// The glyph for a scalar, or 0 when the face lacks it. Remembered per face: FreeType's cmap lookup costs about
    /// as much as shaping the character, and every character of a paragraph asks it at least once.
    @inline(__always)
    func glyphIndex(for scalar: UInt32) -> UInt32 {
        if scalar < Self.directGlyphLimit {
            let remembered = directGlyphs[Int(scalar)]
            if remembered != .max { return remembered }
            let glyph = UInt32(FT_Get_Char_Index(ftFace, FT_ULong(scalar)))
            directGlyphs[Int(scalar)] = glyph
            return glyph
        }
        if let glyph = otherGlyphs[scalar] { return glyph }
        let glyph = UInt32(FT_Get_Char_Index(ftFace, FT_ULong(scalar)))
        otherGlyphs[scalar] = glyph
        return glyph
    }

    /// Scale from font units to points at `size`.
    @inline(__always)
    func scale(at size: Double) -> Double { size / unitsPerEm }
}
