#!/usr/bin/env python3
"""Compares the advance widths of freely licensed Debian fonts with Apple's system font (San Francisco).

Usage: python3 scripts/measure-font-widths.py        (needs python3-fonttools and the candidate font packages:
       apt-get install python3-fonttools fonts-inter fonts-roboto-unhinted fonts-liberation2 fonts-noto-core
                       fonts-open-sans fonts-lato fonts-cantarell fonts-dejavu-core)
       python3 scripts/measure-font-widths.py --rounded   (the rounded design: SF Pro Rounded's stand-in;
       apt-get install python3-fonttools fonts-inter fonts-smc-manjari fonts-quicksand fonts-comfortaa
                       fonts-dosis fonts-eurofurence fonts-mplus)

Reference (the only public per-character San Francisco widths found, see docs/FIDELITY.md "Fonts"):
the widths of Apple's system font at 50 pt measured on an Apple platform and recorded, rounded to whole
points, in Ockey12's `Character+systemSize50Width.swift` (github.com/Ockey12, 2024). At 50 pt the system font
is SF Pro *Display* with its size-specific tracking, so this script compares candidates' Display faces (where
they have one) at 50 pt. A second public figure, Capsize's `xWidthAvg` for `.SFNS-Regular` (853 of 2048
units per em, an English-letter-frequency weighted average, @capsizecss/metrics), is printed beside each
candidate's own `xWidthAvg`-style average computed from the same reference table's characters.

Widths are sums of advances (no kerning): the reference table has none either.
"""
import os
import sys

from fontTools.ttLib import TTFont

# Apple system font, 50 pt, whole points (Ockey12, Character+systemSize50Width.swift).
SF_50PT = {
    "a": 26, "b": 29, "c": 26, "d": 29, "e": 26, "f": 16, "g": 28, "h": 28, "i": 11, "j": 11, "k": 25,
    "l": 11, "m": 41, "n": 27, "o": 27, "p": 28, "q": 28, "r": 16, "s": 24, "t": 16, "u": 27, "v": 25,
    "w": 37, "x": 24, "y": 25, "z": 24,
    "A": 33, "B": 31, "C": 35, "D": 35, "E": 28, "F": 27, "G": 36, "H": 36, "I": 12, "J": 26, "K": 31,
    "L": 27, "M": 42, "N": 36, "O": 37, "P": 30, "Q": 37, "R": 31, "S": 31, "T": 30, "U": 36, "V": 32,
    "W": 47, "X": 33, "Y": 31, "Z": 32,
    "0": 31, "1": 23, "2": 29, "3": 30, "4": 31, "5": 30, "6": 32, "7": 28, "8": 31, "9": 32,
    "!": 14, "&": 34, "-": 22, ",": 12, ".": 12, "'": 14, "?": 25, ":": 12, "(": 17, ")": 17, "%": 41,
    "/": 15, "@": 45,
}
# The space is not in the table; SF Pro's space is 0.25 em on Apple's own figures? Unknown: strings
# below are measured per word (spaces excluded) so no assumption about it enters the comparison.

UI_STRINGS = [
    "Settings", "General", "Wi-Fi", "Bluetooth", "Notifications", "Privacy & Security", "Cancel", "Done",
    "Hello, world!", "Edit", "Search", "Airplane Mode", "Cellular", "Personal Hotspot", "Battery",
    "Screen Time", "Display & Brightness", "Wallpaper", "Sign in to your iPhone", "Software Update",
    "The quick brown fox jumps over the lazy dog.", "Why did the scarecrow win an award?",
]

# English letter frequencies (percent, Wikipedia "Letter frequency"), for an xWidthAvg-style average.
FREQ = {
    "e": 12.7, "t": 9.06, "a": 8.17, "o": 7.51, "i": 6.97, "n": 6.75, "s": 6.33, "h": 6.09, "r": 5.99,
    "d": 4.25, "l": 4.03, "c": 2.78, "u": 2.76, "m": 2.41, "w": 2.36, "f": 2.23, "g": 2.02, "y": 1.97,
    "p": 1.93, "b": 1.49, "v": 0.98, "k": 0.77, "j": 0.15, "x": 0.15, "q": 0.10, "z": 0.07,
}

CANDIDATES = [
    # (label, Text face for <= 19 pt, Display face for >= 20 pt or None)
    ("Inter 4.0 (fonts-inter)", "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
     "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"),
    ("Roboto (fonts-roboto-unhinted)", "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", None),
    ("Noto Sans (fonts-noto-core)", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", None),
    ("Liberation Sans 2 (fonts-liberation2)", "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", None),
    ("Open Sans (fonts-open-sans)", "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf", None),
    ("Lato (fonts-lato)", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf", None),
    ("Cantarell (fonts-cantarell)", "/usr/share/fonts/opentype/cantarell/Cantarell-VF.otf", None),
    ("DejaVu Sans (fonts-dejavu-core)", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", None),
]


class Face:
    def __init__(self, path):
        font = TTFont(path, lazy=True)
        self.upem = font["head"].unitsPerEm
        self.cmap = font.getBestCmap()
        self.hmtx = font["hmtx"]
        self.space = self.advance(" ")

    def advance(self, ch):
        return self.hmtx[self.cmap[ord(ch)]][0] / self.upem

    def width(self, text, size):
        return sum(self.advance(c) for c in text if c != " ") * size


def count(text):
    return sum(1 for c in text if c != " ")


def reference_width(text):
    return sum(SF_50PT[c] for c in text if c != " ")


def main():
    chars = sorted(SF_50PT)
    ref_avg = sum(SF_50PT[c] * FREQ[c] for c in FREQ) / sum(FREQ.values()) / 50
    print("Reference: Apple system font at 50 pt (whole points), Ockey12 table; strings without spaces.")
    print(f"Reference letter-frequency average width: {ref_avg:.4f} em "
          f"(Capsize xWidthAvg for .SFNS-Regular: {853 / 2048:.4f} em)\n")
    rows = []
    for label, text_path, display_path in CANDIDATES:
        if not os.path.exists(text_path):
            print(f"{label}: not installed ({text_path})", file=sys.stderr)
            continue
        for variant, path in (("", text_path), (" Display", display_path)):
            if path is None:
                continue
            face = Face(path)
            errors = [(face.width(s, 50) - reference_width(s)) / reference_width(s) for s in UI_STRINGS]
            char_errors = [(face.advance(c) * 50 - SF_50PT[c]) / SF_50PT[c] for c in chars if ord(c) in face.cmap]
            avg = sum(face.advance(c) * FREQ[c] for c in FREQ) / sum(FREQ.values())
            rows.append((label + variant, errors, char_errors, avg))
            if display_path and variant:
                # Darkroom's system font at 50 pt: Inter Display plus SF Pro's tracking at 50 pt
                # (+7/1000 em, Apple's table), which the reference includes (it is applied per character).
                track = 50 * 7 / 1000
                errors = [(face.width(s, 50) + track * count(s) - reference_width(s)) / reference_width(s)
                          for s in UI_STRINGS]
                char_errors = [(face.advance(c) * 50 + track - SF_50PT[c]) / SF_50PT[c]
                               for c in chars if ord(c) in face.cmap]
                rows.append(("  = Darkroom: Inter Display + SF tracking", errors, char_errors, avg))
    print(f"{'candidate':42} {'strings: mean':>13} {'mean |err|':>10} {'max |err|':>9} "
          f"{'chars: mean |err|':>17} {'avg em':>7}")
    for label, errors, char_errors, avg in sorted(rows, key=lambda r: sum(map(abs, r[1])) / len(r[1])):
        mean = sum(errors) / len(errors)
        mean_abs = sum(map(abs, errors)) / len(errors)
        max_abs = max(map(abs, errors))
        char_abs = sum(map(abs, char_errors)) / len(char_errors)
        print(f"{label:42} {mean:+12.1%} {mean_abs:10.1%} {max_abs:9.1%} {char_abs:17.1%} {avg:7.4f}")
    print("\nPer-string widths at 50 pt (points): reference, then each candidate")
    faces = [(label, Face(text)) for label, text, _ in CANDIDATES if os.path.exists(text)]
    header = "".join(f"{label.split(' (')[0][:11]:>12}" for label, _ in faces)
    print(f"{'string':44} {'SF':>6}{header}")
    for s in UI_STRINGS:
        print(f"{s:44} {reference_width(s):6d}" + "".join(f"{face.width(s, 50):12.1f}" for _, face in faces))


# Capsize's published xWidthAvg (@capsizecss/metrics, English-text-weighted average advance incl. the
# space), as (value, unitsPerEm). Liberation Sans shares Arimo's/Arial's advances.
CAPSIZE = {
    "SF (.SFNS-Regular, blinkMacSystemFont)": (853, 2048),
    "Inter (Google Fonts build)": (978, 2048),
    "Roboto": (911, 2048),
    "Arimo / Liberation Sans": (913, 2048),
    "Lato": (871, 2000),
    "Noto Sans": (474, 1000),
}


def capsize_table():
    sf = CAPSIZE["SF (.SFNS-Regular, blinkMacSystemFont)"]
    sf_em = sf[0] / sf[1]
    print("\nCapsize xWidthAvg (published), relative to SF:")
    for name, (value, upem) in CAPSIZE.items():
        print(f"  {name:40} {value / upem:.4f} em  {value / upem / sf_em - 1:+.1%}")


def body_table():
    """Widths at 17 pt (advance sums incl. spaces, no kerning): Darkroom's body text now (Inter Text
    with SF Pro's -26/1000 em tracking per character) against DejaVu Sans, the previous default."""
    inter = Face("/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    dejavu = Face("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    track = -17 * 26 / 1000
    print("\nBody text at 17 pt (points; advance sums incl. spaces, no kerning):")
    print(f"{'string':44} {'Inter+trk':>9} {'DejaVu':>8} {'change':>7}")
    for s in UI_STRINGS:
        new = sum(inter.advance(c) for c in s) * 17 + track * len(s)
        old = sum(dejavu.advance(c) for c in s) * 17
        print(f"{s:44} {new:9.2f} {old:8.2f} {new / old - 1:+7.1%}")


# Debian's rounded sans candidates for SF Pro Rounded: (label, {SwiftUI weight: file}). Each has the
# weights its package ships; SwiftUI's nine weights take the nearest (ties to the heavier).
ROUNDED = [
    ("Manjari (fonts-smc-manjari)", "/usr/share/fonts/opentype/malayalam/Manjari-{}.otf",
     {100: "Thin", 400: "Regular", 700: "Bold"}),
    ("Quicksand (fonts-quicksand)", "/usr/share/fonts/truetype/quicksand/Quicksand-{}.ttf",
     {300: "Light", 400: "Regular", 500: "Medium", 700: "Bold"}),
    ("Comfortaa (fonts-comfortaa)", "/usr/share/fonts/truetype/comfortaa/Comfortaa-{}.ttf",
     {300: "Light", 400: "Regular", 700: "Bold"}),
    ("Dosis (fonts-dosis)", "/usr/share/fonts/opentype/dosis/Dosis-{}.otf",
     {200: "ExtraLight", 300: "Light", 400: "Book", 500: "Medium", 600: "SemiBold", 700: "Bold", 800: "ExtraBold"}),
    ("Eurofurence (fonts-eurofurence)", "/usr/share/fonts/truetype/eurofurence/eurof{}.ttf",
     {300: "35", 400: "55", 700: "75"}),
    ("M+ 1 (fonts-mplus)", "/usr/share/fonts/opentype/mplus/Mplus1-{}.otf",
     {100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
      800: "ExtraBold", 900: "Black"}),
    ("Inter Display (before: rounded drew Inter)", "/usr/share/fonts/opentype/inter/InterDisplay-{}.otf",
     {100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
      800: "ExtraBold", 900: "Black"}),
]
SWIFTUI_WEIGHTS = [(100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"),
                   (600, "semibold"), (700, "bold"), (800, "heavy"), (900, "black")]
INTER_DISPLAY = {100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold",
                 700: "Bold", 800: "ExtraBold", 900: "Black"}


def rounded_terminals(path):
    """Whether the stem ends of `I` and `l` are curves (rounded) rather than straight cuts."""
    from fontTools.pens.recordingPen import RecordingPen
    font = TTFont(path)
    glyphs, cmap = font.getGlyphSet(), font.getBestCmap()
    for ch in "Il":
        pen = RecordingPen()
        glyphs[cmap[ord(ch)]].draw(pen)
        if not any(op in ("curveTo", "qCurveTo") for op, _ in pen.value):
            return False
    return True


def stem(path):
    """The width of `I`'s stem in em (its bounding box), a proxy for a face's weight."""
    from fontTools.pens.boundsPen import BoundsPen
    font = TTFont(path)
    glyphs, cmap = font.getGlyphSet(), font.getBestCmap()
    pen = BoundsPen(glyphs)
    glyphs[cmap[ord("I")]].draw(pen)
    return (pen.bounds[2] - pen.bounds[0]) / font["head"].unitsPerEm


def nearest(weights, target):
    return weights[min(weights, key=lambda w: (abs(w - target), -w))]


def rounded_main():
    """SF Pro Rounded's stand-in. No public table of SF Pro Rounded's widths exists (see docs/FIDELITY.md);
    SF Pro Rounded uses SF Pro Display's optical size, so the reference is the same 50-pt SF table as above
    (regular weight), and for the other weights Inter Display at that weight, the default design's stand-in
    (itself within 1.2 % of SF at regular). Errors are over the UI strings, spaces left out."""
    print("Rounded candidates at 50 pt against the SF 50-pt reference (regular weight):")
    print(f"{'candidate':44} {'rounded':>7} {'mean':>7} {'|mean|':>7} {'max':>6} {'chars':>6} "
          f"{'+SF trk':>7} {'stem em':>7}")
    track = 50 * 7 / 1000
    chars = sorted(SF_50PT)
    for label, pattern, weights in ROUNDED:
        path = pattern.format(nearest(weights, 400))
        if not os.path.exists(path):
            print(f"{label}: not installed ({path})", file=sys.stderr)
            continue
        face = Face(path)
        errors = [(face.width(s, 50) - reference_width(s)) / reference_width(s) for s in UI_STRINGS]
        tracked = [(face.width(s, 50) + track * count(s) - reference_width(s)) / reference_width(s)
                   for s in UI_STRINGS]
        char_errors = [(face.advance(c) * 50 - SF_50PT[c]) / SF_50PT[c] for c in chars if ord(c) in face.cmap]
        print(f"{label:44} {'yes' if rounded_terminals(path) else 'no':>7} {sum(errors) / len(errors):+7.1%} "
              f"{sum(map(abs, errors)) / len(errors):7.1%} {max(map(abs, errors)):6.1%} "
              f"{sum(map(abs, char_errors)) / len(char_errors):6.1%} {sum(tracked) / len(tracked):+7.1%} "
              f"{stem(path):7.3f}")
    print("\nEvery SwiftUI weight (nearest file), mean string-width error against Inter Display at that weight:")
    rows = [(label, pattern, weights) for label, pattern, weights in ROUNDED[:-1]
            if os.path.exists(pattern.format(nearest(weights, 400)))]
    print(f"{'weight':11}" + "".join(f"{label.split(' (')[0]:>24}" for label, _, _ in rows) + f"{'Inter stem':>11}")
    for value, name in SWIFTUI_WEIGHTS:
        inter_path = "/usr/share/fonts/opentype/inter/InterDisplay-{}.otf".format(INTER_DISPLAY[value])
        inter = Face(inter_path)
        cells = []
        for _, pattern, weights in rows:
            path = pattern.format(nearest(weights, value))
            face = Face(path)
            errors = [(face.width(s, 50) - inter.width(s, 50)) / inter.width(s, 50) for s in UI_STRINGS]
            cells.append(f"{nearest(weights, value)[:9]:>10} {sum(errors) / len(errors):+6.1%} {stem(path):.3f}")
        print(f"{name:11}" + "".join(f"{c:>24}" for c in cells) + f"{stem(inter_path):11.3f}")
    print("\nCells: file, mean width error, stem width (em).")


if __name__ == "__main__":
    if "--rounded" in sys.argv[1:]:
        rounded_main()
    else:
        main()
        capsize_table()
        body_table()
