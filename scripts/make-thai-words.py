#!/usr/bin/python3
"""Rebuilds Sources/DarkroomFonts/Fonts/thai-words.dat, the word list Thai line breaking uses.

The words are ICU's Thai dictionary for its break iterator (icu4c/source/data/brkitr/dictionaries/thaidict.txt,
Copyright (C) 2016 and later Unicode, Inc. and others; (c) 2006-2015 IBM Corporation, Apple Inc. and others;
Unicode License, Fonts/LICENSES/Unicode-License.txt), as PyPI's `pythainlp` 5.0.5 ships it
(pythainlp/corpus/icubrk_th.txt):

    pip download pythainlp==5.0.5 --no-deps -d /tmp/thai && cd /tmp/thai && unzip -o *.whl 'pythainlp/corpus/icubrk_th.txt'
    python3 scripts/make-thai-words.py /tmp/thai/pythainlp/corpus/icubrk_th.txt

The file is re-encoded (modified, as the licence asks to say, in the file's header too): a UTF-8 header line
ended by a NUL byte, then the words sorted and front-coded, one byte per letter (the letter's code point
minus U+0E00): for each word, the number of leading letters it shares with the previous word, then the
rest of its letters, the last with bit 7 set.
"""
import sys

HEADER = ("Darkroom Thai word list: ICU's thaidict.txt (Copyright (C) 2016 and later: Unicode, Inc. and others; "
          "Copyright (c) 2006-2015 International Business Machines Corporation, Apple Inc., and others), "
          "modified by Darkroom (re-encoded: sorted, front-coded, one byte per letter). "
          "Unicode License: see LICENSES/Unicode-License.txt.\n")


def main(source, target):
    words = set()
    with open(source, encoding="utf-8-sig") as file:
        for line in file:
            word = line.strip()
            if not word or word.startswith("#"):
                continue
            if not all(0x0E01 <= ord(c) <= 0x0E7F for c in word):
                sys.exit(f"{source}: {word!r} is not Thai letters only")
            words.add(bytes(ord(c) - 0x0E00 for c in word))
    out = bytearray(HEADER.encode("utf-8") + b"\0")
    previous = b""
    for word in sorted(words):
        shared = 0
        while shared < min(len(previous), len(word)) and previous[shared] == word[shared]:
            shared += 1
        rest = bytearray(word[shared:])
        rest[-1] |= 0x80
        out += bytes([shared]) + rest
        previous = word
    with open(target, "wb") as file:
        file.write(out)
    print(f"{target}: {len(words)} words, {len(out)} bytes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/thai/pythainlp/corpus/icubrk_th.txt",
         sys.argv[2] if len(sys.argv) > 2 else __file__.rsplit("/", 2)[0] + "/Sources/DarkroomFonts/Fonts/thai-words.dat")
