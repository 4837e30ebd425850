import CFreeType

extension EngineState {
    /// The image of a glyph at a pixel size and quarter-pixel offset, from the cache or freshly
    /// rasterized: outlines unhinted and anti-aliased (FT_LOAD_NO_HINTING, FT_RENDER_MODE_NORMAL,
    /// offset applied with FT_Outline_Translate); colour glyphs from the largest bitmap strike,
    /// area-averaged to size.
    func glyphImage(_ key: GlyphCacheKey) -> GlyphImage {
        if let cached = glyphCache[key] { return cached }
        let image = rasterize(key)
        if glyphCache.count >= Self.maxGlyphCacheEntries { glyphCache.removeAll() }
        glyphCache[key] = image
        return image
    }

    private static let emptyMask = GlyphImage.mask(GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: []))

    private func rasterize(_ key: GlyphCacheKey) -> GlyphImage {
        guard key.face >= 0, key.face < faces.count, key.pixelSize26Dot6 > 0 else { return Self.emptyMask }
        let face = faces[key.face]
        return face.isColorBitmap ? rasterizeColor(face, key) : rasterizeOutline(face, key)
    }

    private func rasterizeOutline(_ face: LoadedFace, _ key: GlyphCacheKey) -> GlyphImage {
        let ftFace = face.ftFace
        if face.currentCharSize != key.pixelSize26Dot6 {
            guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(key.pixelSize26Dot6), 72, 72) == 0 else { return Self.emptyMask }
            face.currentCharSize = key.pixelSize26Dot6
        }
        guard FT_Load_Glyph(ftFace, FT_UInt(key.glyphID), darkroom_ft_load_outline_flags()) == 0,
            let slot = ftFace.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Self.emptyMask }
        applySynthetic(key.synthetic, to: &slot.pointee.outline, pixelSize26Dot6: key.pixelSize26Dot6)
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.subpixel * 16), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return Self.emptyMask }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else {
            return .mask(GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: []))
        }
        let pitch = Int(bitmap.pitch)
        let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { output, initialized in
            for row in 0..<height {
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                for column in 0..<width {
                    output[row * width + column] = source[column]
                }
            }
            initialized = width * height
        }
        return .mask(
            GlyphMask(
                width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                coverage: coverage))
    }

    /// Shears (oblique) and emboldens an outline in place; sizes in 26.6 pixels.
    func applySynthetic(_ style: SyntheticStyle, to outline: inout FT_Outline, pixelSize26Dot6: Int) {
        if style.contains(.bold) {
            let strength = FT_Pos(pixelSize26Dot6 / 24)
            FT_Outline_Embolden(&outline, strength)
        }
        if style.contains(.oblique) {
            var shear = FT_Matrix(xx: 0x10000, xy: 0x0366A, yx: 0, yy: 0x10000)
            FT_Outline_Transform(&outline, &shear)
        }
    }

    private func rasterizeColor(_ face: LoadedFace, _ key: GlyphCacheKey) -> GlyphImage {
        let ftFace = face.ftFace
        guard face.strikePixelSize > 0,
            FT_Load_Glyph(ftFace, FT_UInt(key.glyphID), darkroom_ft_load_color_flags()) == 0,
            let slot = ftFace.pointee.glyph
        else { return Self.emptyMask }
        let bitmap = slot.pointee.bitmap
        let sourceWidth = Int(bitmap.width)
        let sourceHeight = Int(bitmap.rows)
        guard sourceWidth > 0, sourceHeight > 0, let buffer = bitmap.buffer,
            bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.pitch > 0
        else { return Self.emptyMask }
        let factor = Double(key.pixelSize26Dot6) / 64 / face.strikePixelSize
        let left = Double(slot.pointee.bitmap_left) * factor
        let top = Double(slot.pointee.bitmap_top) * factor
        let x0 = Int(left.rounded())
        let y0 = Int(top.rounded())
        let width = max(1, Int((left + Double(sourceWidth) * factor).rounded()) - x0)
        let height = max(1, y0 - Int((top - Double(sourceHeight) * factor).rounded()))
        let pixels = ColorBitmapResampler.resample(
            bgra: UnsafePointer(buffer), sourceWidth: sourceWidth, sourceHeight: sourceHeight, pitch: Int(bitmap.pitch),
            width: width, height: height)
        return .color(ColorGlyphBitmap(width: width, height: height, left: x0, top: y0, pixels: pixels))
    }
}
