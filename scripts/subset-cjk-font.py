#!/usr/bin/python3
"""Rebuilds the bundled CJK faces (Sources/DarkroomFonts/Fonts/NotoSansCJKjp-Subset-*.otf).

Noto Sans CJK is about 19 MB per weight; Darkroom bundles the Japanese cut (face 0 of Debian 12's
`NotoSansCJK-{Regular,Bold}.ttc`, package `fonts-noto-cjk` 1:20220127+repack1-1) cut down to the
characters everyday Japanese, Chinese and Korean text uses (see `code_points()`), as the SIL Open Font
License 1.1 allows (a subset is a Modified Version; it keeps the licence and the font's names).

Needs Debian's `fonts-noto-cjk` and `python3-fonttools` (4.38.0):

    apt-get install fonts-noto-cjk python3-fonttools
    /usr/bin/python3 scripts/subset-cjk-font.py

then update the SHA-256 of the two files in Sources/DarkroomFonts/BundledFonts.swift (the source's
timestamps are kept, so the same package versions should give the same bytes). It takes minutes.
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc"
TARGET = os.path.join(os.path.dirname(__file__), "..", "Sources", "DarkroomFonts", "Fonts",
                      "NotoSansCJKjp-Subset-{weight}.otf")


def two_byte_set(codec, leads, trails):
    """The characters of a two-byte legacy character set, decoded by Python's codec."""
    found = set()
    for lead in leads:
        for trail in trails:
            try:
                text = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                found.add(ord(text))
    return found


def code_points():
    points = set()
    # CJK symbols and punctuation, hiragana, katakana (and its phonetic extensions), CJK compatibility
    # forms (vertical punctuation), halfwidth and fullwidth forms, Hangul compatibility jamo.
    for low, high in [(0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF), (0x3130, 0x318F)]:
        points.update(range(low, high + 1))
    # Japanese: JIS X 0208's non-kanji rows (1-8: symbols, Greek, Cyrillic, box drawing) and its level 1
    # kanji (rows 16-47: 2,965, nearly all of the 2,136 jōyō kanji), through EUC-JP.
    points |= two_byte_set("euc_jp", range(0xA1, 0xA9), range(0xA1, 0xFF))
    points |= two_byte_set("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))
    # Simplified Chinese: GB 2312's symbols (rows 1-9) and level 1 hanzi (rows 16-55: the 3,755 common ones),
    # through EUC-CN.
    points |= two_byte_set("gb2312", range(0xA1, 0xAA), range(0xA1, 0xFF))
    points |= two_byte_set("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))
    # Traditional Chinese: Big5's symbols and its frequently used hanzi (0xA440-0xC67E: 5,401).
    points |= two_byte_set("big5", range(0xA1, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    # Korean: KS X 1001's symbols (rows 1-12) and its 2,350 precomposed Hangul syllables (rows 16-40), through
    # EUC-KR; not its hanja (Korean text rarely uses them).
    points |= two_byte_set("euc_kr", range(0xA1, 0xAD), range(0xA1, 0xFF))
    points |= two_byte_set("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))
    # Latin letters and the like come from Inter and DejaVu first; keep the CJK face to CJK.
    return sorted(p for p in points if p >= 0x2E80)


def main():
    points = code_points()
    for weight in ["Regular", "Bold"]:
        collection = TTCollection(SOURCE.format(weight=weight))
        font = collection.fonts[0]  # Noto Sans CJK JP
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.recalc_timestamp = False
        options.hinting = False
        options.desubroutinize = False
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=points)
        subsetter.subset(font)
        path = os.path.normpath(TARGET.format(weight=weight))
        font.save(path, reorderTables=True)
        print(f"{path}: {len(points)} code points, {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    sys.exit(main())
