#!/usr/bin/env python3
"""Rank the SF Symbol names of the API usage corpus and compare them with what DarkroomUI draws.

    scripts/api-usage/symbols.py USAGE.json REPO_ROOT

USAGE.json comes from extract.py (string literals after `systemName:` / `systemImage:`). A name counts as drawn
when DarkroomUI has a glyph for it (`SymbolGlyphTable+Glyphs.swift` or `ShippedSymbols.swift`) or builds it as a
composite of a shorter name's glyph, by the rule of `SymbolComposite.resolve` (x.circle, x.circle.fill,
x.square, x.square.fill, x.circle.dashed, x.slash, x.fill drawn as x; a single digit or lowercase letter in a
circle or square as type). Writes
scripts/symbols/corpus-symbol-usage.tsv (every name: repositories, drawn or placeholder) and the generated
block of docs/SYMBOLS.md, "SF Symbols by use in the API corpus".
"""
import json
import os
import re
import sys

usage_path, root = sys.argv[1], sys.argv[2]
usage = json.load(open(usage_path))
NREPOS = len(usage['repositories'])
sym_dir = os.path.join(root, 'Sources', 'DarkroomUICore', 'Symbols')
glyphs = set()
for f in ('SymbolGlyphTable+Glyphs.swift', 'ShippedSymbols.swift'):
    glyphs |= set(re.findall(r'"([A-Za-z0-9.]+)"\s*:', open(os.path.join(sym_dir, f)).read()))


def glyph(base, filled):
    if not base:
        return False
    name = '.'.join(base)
    return (filled and name + '.fill' in glyphs) or name in glyphs


def drawn(name):
    if name in glyphs:
        return True
    parts = name.split('.')
    if len(parts) < 2:
        return False
    filled = parts[-1] == 'fill'
    if filled:
        parts = parts[:-1]
    if not parts:
        return False
    last = parts[-1]
    if last in ('circle', 'square'):
        # A single digit or lowercase letter is drawn as type (`1.circle`, `a.square.fill`).
        single = len(parts) == 2 and len(parts[0]) == 1 and (parts[0].isdigit() or 'a' <= parts[0] <= 'z')
        return single or glyph(parts[:-1], filled)
    if last == 'dashed' and len(parts) >= 3 and parts[-2] == 'circle' and not filled:
        return glyph(parts[:-2], False)
    if last == 'slash':
        return glyph(parts[:-1], filled)
    return filled and '.'.join(parts) in glyphs


rows = sorted(((len(r), n, drawn(n)) for n, r in usage['symbols'].items()), key=lambda x: (-x[0], x[1]))
os.makedirs(os.path.join(root, 'scripts', 'symbols'), exist_ok=True)
with open(os.path.join(root, 'scripts', 'symbols', 'corpus-symbol-usage.tsv'), 'w') as f:
    f.write('# SF Symbol names by the number of API-corpus repositories using them (scripts/api-usage/symbols.py)\n')
    f.write('# name\trepositories\tdrawn\n')
    for n_repos, name, ok in rows:
        f.write(f'{name}\t{n_repos}\t{"artwork" if ok else "placeholder"}\n')

total_uses = sum(r[0] for r in rows)
drawn_uses = sum(r[0] for r in rows if r[2])
r2 = [r for r in rows if r[0] >= 2]
uncovered2 = [r for r in r2 if not r[2]]
lines = [
    f'{len(rows)} distinct literal names in {NREPOS} repositories ({total_uses} repository-uses). DarkroomUI draws '
    f'artwork for {len([r for r in rows if r[2]])} of them, {drawn_uses} of {total_uses} repository-uses '
    f'({100 * drawn_uses / max(total_uses, 1):.1f} %); of the {len(r2)} names used by 2 or more repositories, '
    f'{len(r2) - len(uncovered2)} are drawn and {len(uncovered2)} draw the placeholder.',
    '',
    '**Used by 2 or more repositories and drawn as the placeholder** (the next symbols to cover), most used first:',
    '',
    ', '.join(f'`{n}` ({c})' for c, n, _ in uncovered2) or 'none.',
    '',
    '**The 60 most used names** (repositories; ✓ drawn, ✗ placeholder):',
    '',
    '| # | name | repositories | drawn |',
    '| ---: | --- | ---: | --- |',
]
for i, (c, n, ok) in enumerate(rows[:60], 1):
    lines.append(f'| {i} | `{n}` | {c} | {"✓" if ok else "✗"} |')
text = '\n'.join(lines)

doc = os.path.join(root, 'docs', 'SYMBOLS.md')
s = open(doc).read()
a, b = '<!-- generated: corpus symbols -->', '<!-- end generated: corpus symbols -->'
if a in s:
    pre, rest = s.split(a, 1)
    _, post = rest.split(b, 1)
    open(doc, 'w').write(pre + a + '\n' + text + '\n' + b + post)
print(lines[0])
