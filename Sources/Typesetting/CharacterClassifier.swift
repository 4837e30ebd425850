/// Per-cluster Unicode decisions: emoji presentation, whitespace, line-break classes.
/// A compact subset of UAX #14 (line breaking) and UTS #51 (emoji presentation).
enum CharacterClassifier {
    /// Whether a grapheme cluster should be drawn as an emoji (the emoji font goes first):
    /// a VS16, a keycap, a skin-tone modifier, a ZWJ sequence of emoji, a regional-indicator
    /// flag, a tag sequence, or a default-emoji-presentation character without VS15.
    static func isEmojiPresentation(_ scalars: String.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        var hasZWJ = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: return true
            case 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: return true
            case 0x200D: hasZWJ = true
            default: break
            }
        }
        // No scalar below U+231A WATCH has Emoji_Presentation: text clusters skip the property lookup.
        if !hasZWJ && first.value < 0x231A { return false }
        let properties = first.properties
        if hasZWJ && properties.isEmoji { return true }
        return properties.isEmojiPresentation
    }

    /// Scalars that need no glyph of their own for a font to "cover" a cluster (joiners,
    /// variation selectors, invisible format characters, control characters).
    @inline(__always)
    static func isIgnorableForCoverage(_ value: UInt32) -> Bool {
        switch value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x00AD, 0x200B, 0x2060, 0xFEFF: true
        case 0x00...0x08, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F: true
        default: false
        }
    }

    /// The scalar handed to HarfBuzz: a tab shapes as a space; other control characters as a
    /// zero-width space (default-ignorable, so nothing is drawn).
    @inline(__always)
    static func shapingValue(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x09: 0x20
        case 0x00...0x08, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F: 0x200B
        default: value
        }
    }

    @inline(__always)
    static func isMandatoryBreak(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Breaking whitespace (no-break spaces excluded).
    @inline(__always)
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    @inline(__always)
    static func isHyphen(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0xAD, 0x2010, 0x2012, 0x2013, 0x2014: true
        default: false
        }
    }

    /// Ideographic characters between which a line may break (UAX #14 classes ID, CJ and the CJK punctuation:
    /// ideographs, kana, bopomofo, Yi, CJK symbols, fullwidth forms, emoji). Hangul is not among them: iOS keeps
    /// Korean words whole and breaks them at spaces (its standard line-break strategy has `hangulWordPriority`).
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3001...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x3190...0x31FF, 0x3200...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// Closing punctuation and small kana that must not start a line.
    static func forbidsBreakBefore(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026, 0x203C, 0x2047...0x2049,
            0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
            0x301E, 0x301F, 0x303B, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087,
            0x308E, 0x3095, 0x3096, 0x309D, 0x309E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3,
            0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE, 0x301C, 0x309B, 0x309C,
            0x31F0...0x31FF, 0xFF67...0xFF70, 0xFF9E, 0xFF9F,
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF61, 0xFF64:
            true
        default:
            false
        }
    }

    /// Opening punctuation that must not end a line.
    static func forbidsBreakAfter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016,
            0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF62:
            true
        default:
            false
        }
    }
}
