#!/usr/bin/env python3
"""Measures Darkroom's system-font text widths against SF Pro's at 11-34 pt and derives the per-size values
Darkroom uses (the optical size it asks of Inter's variable font and the tracking it adds).

Usage: python3 scripts/measure-text-widths.py [--table]   (DARKROOM_OLD_INTER_DIR: see OLD_DIR)
       (needs HarfBuzz's `hb-shape`: apt-get install libharfbuzz-bin; reads the bundled
       Sources/DarkroomFonts/Fonts/InterVariable.ttf)
       --table prints only the Swift tracking table derived below (SystemFontCatalog.swift).
       --families compares the bundled stand-ins for iOS's font families (Liberation, DejaVu Sans Mono) with
       metric clones of the originals' widths that Debian ships (apt-get install fonts-texgyre): TeX Gyre Heros
       (Helvetica's widths, which Arial shares), Termes (Times) and Cursor (Courier).

How SF Pro's widths are known (docs/FIDELITY.md, "Text widths"):
  * SF Pro *Display* advances: the widths of Apple's system font at 50 pt, measured on an Apple platform and
    recorded in whole points (Ockey12, `Character+systemSize50Width.swift`, 2024), less SF's 50-pt tracking
    (+7/1000 em): D(c) = w50(c) / 50 - 0.007 em.
  * SF Pro's tracking per size: Apple's Human Interface Guidelines, Typography, "Tracking values" (iOS, the
    variable SF Pro of iOS 14 and later), HIG_TRACKING below, in 1/1000 em.
  * SF Pro *Text* is looser than Display: SF Pro's optical-size axis runs from 17 (Text) to 28 (Display) and
    the system picks the optical size from the point size. How much looser comes from an iOS recording:
    "Hello, world!" in the body font (17 pt) is 87.7 pt wide on iOS 17 (issue 23, the fidelity suite), which
    gives DELTA_TEXT em per character (the space taken as 0.25 em, Inter Display's, as no public figure exists).
    Between 17 and 28 pt the extra is interpolated linearly, as SF's optical size is.
So SF(s, text) = s * sum over characters of (D(c) + DELTA_TEXT * text_share(s) + HIG_TRACKING(s) / 1000).

Darkroom draws the system font with Inter 4.1's variable font (InterVariable.ttf: optical size 14-32, weight
100-900), shaped by HarfBuzz with kerning, plus a tracking per point size after every character. This script
chooses, from the measurement:
  * the optical sizes standing in for SF Pro Text (at 17 pt and below) and SF Pro Display (28 pt and up) —
    those whose widths with the HIG tracking come closest to SF's on the strings below (between them the
    optical size is interpolated as SF's is);
  * then the tracking per integer size: HIG's value plus the correction (in 1/1000 em) that makes the mean
    relative width error over the strings zero at that size.
It prints the error per size before and after (mean, mean |error|, max |error| over the strings).
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(ROOT, "Sources/DarkroomFonts/Fonts/InterVariable.ttf")
# The "before" column: Debian 12's static Inter 4.0 cuts that Darkroom drew with until the variable font
# (git show <commit before>:Sources/DarkroomFonts/Fonts/Inter-Regular.otf), in $DARKROOM_OLD_INTER_DIR.
OLD_DIR = os.environ.get("DARKROOM_OLD_INTER_DIR", "/usr/share/fonts/opentype/inter")
OLD_TEXT = os.path.join(OLD_DIR, "Inter-Regular.otf")
OLD_DISPLAY = os.path.join(OLD_DIR, "InterDisplay-Regular.otf")

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
SF_SPACE_EM = 0.25  # assumption (no public figure): Inter Display's space

# Apple HIG, Typography, "Tracking values", iOS (SF Pro), 1/1000 em; a size between listed ones takes the next
# smaller listed size's value.
HIG_TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25,
    19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13,
    32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8, 45: 8,
    46: 8, 47: 8, 48: 8, 49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 6, 58: 5, 60: 4, 62: 4, 64: 4, 66: 3,
    68: 2, 70: 2, 72: 2, 76: 1, 78: 0, 80: 0,
}

# The iOS recording the Text design's looseness is calibrated on (issue 23 §3).
CALIBRATION = ("Hello, world!", 17, 87.7)

UI_STRINGS = [
    "Settings", "General", "Wi-Fi", "Bluetooth", "Notifications", "Privacy & Security", "Cancel", "Done",
    "Hello, world!", "Edit", "Search", "Airplane Mode", "Cellular", "Personal Hotspot", "Battery",
    "Screen Time", "Display & Brightness", "Wallpaper", "Sign in to your iPhone", "Software Update",
    "The quick brown fox jumps over the lazy dog.", "Why did the scarecrow win an award?",
]
SIZES = range(11, 35)
SF_TEXT_OPSZ, SF_DISPLAY_OPSZ = 17.0, 28.0


def hig(size):
    return HIG_TRACKING[max(k for k in HIG_TRACKING if k <= max(6, int(size)))]


def sf_display_em(text):
    return sum(SF_SPACE_EM if c == " " else SF_50PT[c] / 50 - 0.007 for c in text)


def text_share(size):
    """How much of SF Pro Text's looseness SF has at `size` (1 at 17 pt and below, 0 from 28 pt)."""
    return min(1.0, max(0.0, (SF_DISPLAY_OPSZ - size) / (SF_DISPLAY_OPSZ - SF_TEXT_OPSZ)))


def calibrate_delta():
    text, size, width = CALIBRATION
    n = len(text)
    return (width / size - sf_display_em(text) - n * hig(size) / 1000) / (n * text_share(size))


DELTA_TEXT = calibrate_delta()


def sf_width(text, size):
    return size * (sf_display_em(text) + len(text) * (DELTA_TEXT * text_share(size) + hig(size) / 1000))


_cache = {}


def shaped_em(text, opsz, path=FONT, wght=400):
    """Inter's shaped advance in em (HarfBuzz, kerning and ligatures on, as Darkroom shapes)."""
    key = (text, opsz, path, wght)
    if key not in _cache:
        args = ["hb-shape", "--output-format=json", "--no-glyph-names"]
        if path == FONT:
            args.append(f"--variations=wght={wght},opsz={opsz}")
        out = subprocess.run(args + [path, text], check=True, capture_output=True, text=True).stdout
        upem = 2816 if path == OLD_TEXT else 2048  # Inter 4.0's Text cut has 2816 units per em
        glyphs = json.loads(out)
        _cache[key] = (sum(g["ax"] for g in glyphs) / upem, len({g["cl"] for g in glyphs}))
    return _cache[key]


def opsz_for(size, text_opsz, display_opsz):
    """Inter's optical size at `size` points: Text's at 17 pt and below, Display's from 28, linear between."""
    share = text_share(size)
    return round(display_opsz + (text_opsz - display_opsz) * share, 1)


def errors(size, opsz, tracking_milli, path=FONT):
    result = []
    for text in UI_STRINGS:
        em, clusters = shaped_em(text, opsz, path)
        ours = size * (em + clusters * tracking_milli / 1000)
        result.append(ours / sf_width(text, size) - 1)
    return result


def best_opsz(sizes):
    candidates = [14 + 0.5 * i for i in range(37)]
    return min(candidates, key=lambda o: abs(sum(sum(errors(s, o, hig(s))) for s in sizes)))


def correction(size, opsz):
    """The tracking (1/1000 em, whole) to add to HIG's so that the mean relative error is nearest zero."""
    best = None
    for extra in range(-40, 41):
        e = errors(size, opsz, hig(size) + extra)
        score = abs(sum(e) / len(e))
        if best is None or score < best[0]:
            best = (score, extra)
    return best[1]


def summary(e):
    return sum(e) / len(e), sum(map(abs, e)) / len(e), max(map(abs, e))


FAMILIES = [
    # (iOS family, bundled stand-in, reference with the original's widths)
    ("Helvetica / Arial", "LiberationSans-Regular.ttf", "texgyreheros-regular.otf"),
    ("Helvetica / Arial bold", "LiberationSans-Bold.ttf", "texgyreheros-bold.otf"),
    ("Times New Roman", "LiberationSerif-Regular.ttf", "texgyretermes-regular.otf"),
    ("Times New Roman bold", "LiberationSerif-Bold.ttf", "texgyretermes-bold.otf"),
    ("Courier New", "LiberationMono-Regular.ttf", "texgyrecursor-regular.otf"),
]
TEX_GYRE = "/usr/share/texmf/fonts/opentype/public/tex-gyre"


def families():
    def em(path, text):
        out = subprocess.run(["hb-shape", "--output-format=json", "--no-glyph-names", path, text], check=True,
                             capture_output=True, text=True).stdout
        upem = int(subprocess.run([sys.executable, "-c", f"from fontTools.ttLib import TTFont; "
                                   f"print(TTFont({path!r})['head'].unitsPerEm)"], capture_output=True,
                                  text=True).stdout or 1000)
        return sum(g["ax"] for g in json.loads(out)) / upem
    print(f"{'iOS family':24} {'stand-in':28} {'reference':26} mean   mean|e|  max|e|")
    for label, ours, reference in FAMILIES:
        a = os.path.join(ROOT, "Sources/DarkroomFonts/Fonts", ours)
        b = os.path.join(TEX_GYRE, reference)
        if not os.path.exists(b):
            print(f"{label}: {b} missing (apt-get install fonts-texgyre)")
            continue
        e = [em(a, t) / em(b, t) - 1 for t in UI_STRINGS]
        print(f"{label:24} {ours:28} {reference:26} {'{:+6.1%} {:6.1%} {:6.1%}'.format(*summary(e))}")


def main():
    if "--families" in sys.argv:
        families()
        return
    if not os.path.exists(FONT):
        sys.exit(f"{FONT} is missing")
    text_opsz = best_opsz([17])
    display_opsz = best_opsz(range(28, 35))
    table = {}
    for size in sorted(HIG_TRACKING):
        if size > 80:
            continue
        opsz = opsz_for(size, text_opsz, display_opsz)
        table[size] = hig(size) + (correction(size, opsz) if size in SIZES else 0)
    # Outside 11-34 pt keep the correction of the nearest measured size.
    for size in table:
        if size < SIZES.start:
            table[size] = hig(size) + (table[SIZES.start] - hig(SIZES.start))
        elif size >= SIZES.stop:
            table[size] = hig(size) + (table[SIZES.stop - 1] - hig(SIZES.stop - 1))
    if "--table" in sys.argv:
        print(", ".join(f"({s}, {v})" for s, v in sorted(table.items())))
        return
    print(f"SF Pro Text's extra advance (calibrated on {CALIBRATION[0]!r} = {CALIBRATION[2]} pt at "
          f"{CALIBRATION[1]} pt): {DELTA_TEXT * 1000:+.1f}/1000 em per character")
    print(f"Inter optical size standing in for SF Pro Text: {text_opsz}; for SF Pro Display: {display_opsz}\n")
    print("Widths of the UI strings against SF Pro (relative error: mean, mean |error|, max |error|)")
    print(f"{'size':>4} | {'before (Inter 4.0 cuts + HIG Text/Display tables)':>50} | {'opsz':>5} {'track':>6} |"
          f" {'after':>24} | Hello, world!")
    old_text_table = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
                      17: -26, 18: -25, 19: -24}
    old_display_table = {20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 36: 10}
    for size in SIZES:
        old_table = old_text_table if size < 20 else old_display_table
        old_track = old_table[max(k for k in old_table if k <= size)]
        old_path = OLD_TEXT if size < 20 else OLD_DISPLAY
        before = errors(size, None, old_track, old_path) if os.path.exists(old_path) else None
        opsz = opsz_for(size, text_opsz, display_opsz)
        after = errors(size, opsz, table[size])
        hello = size * (shaped_em("Hello, world!", opsz)[0] + 13 * table[size] / 1000)
        b = "{:+6.1%} {:6.1%} {:6.1%}".format(*summary(before)) if before else "(old files not present)"
        print(f"{size:4d} | {b:>50} | {opsz:5.1f} {table[size]:+6d} | {'{:+6.1%} {:6.1%} {:6.1%}'.format(*summary(after))}"
              f" | {hello:6.1f} pt (SF {sf_width('Hello, world!', size):6.1f})")
    print("\nTracking table (size, 1/1000 em):")
    print(", ".join(f"({s}, {v})" for s, v in sorted(table.items())))


if __name__ == "__main__":
    main()
