#!/usr/bin/env python3
"""Type-check time of the largest corpus view files against DarkroomUI (docs/API-COVERAGE.md, "Type-check time").

    scripts/api-usage/typecheck-timing.py CORPUS_DIR SDK_DIR OUT.json [--count 20] [--tries 120]

CORPUS_DIR holds one directory per repository (`owner+name`) with its .swift files. SDK_DIR holds the built
modules (`Modules/` of `.build/debug`), the macro plug-in `DarkroomMacros-tool` and the C module maps
(`C/<target>/module.modulemap`); `scripts/api-usage/README.md` says how to make it from a debug build.

Candidates are files (comments removed; size = non-blank lines of code) that import SwiftUI and nothing but Foundation/Observation besides, declare a `View`
with a `body`, and whose capitalised names are all declared in the file itself or by DarkroomUI, Swift or
Foundation (read from `swift-api-digester` dumps in SDK_DIR/*.json). Largest first, each is type-checked
alone with `import SwiftUI` replaced by `import DarkroomUI`; the first COUNT that compile are timed:

1. as is, with `-debug-time-function-bodies` and `-warn-long-expression-type-checking=200`;
2. with one API removed: the first `.padding(`, `.font(`, `.frame(` or `.foregroundColor(` after `var body`
   is renamed (`.paddingRemoved(`), which the type checker sees exactly as a modifier DarkroomUI lacks.

Times are wall-clock seconds of one `swiftc -typecheck` run each on a shared machine (load is printed).
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

corpus, sdk, out = sys.argv[1], sys.argv[2], sys.argv[3]
count = int(sys.argv[sys.argv.index('--count') + 1]) if '--count' in sys.argv else 20
tries = int(sys.argv[sys.argv.index('--tries') + 1]) if '--tries' in sys.argv else 120

SWIFTC = ['/opt/swift/usr/bin/swiftc', '-typecheck', '-parse-as-library', '-swift-version', '6', '-module-name', 'Probe',
          '-target', 'x86_64-unknown-linux-gnu', '-I', f'{sdk}/Modules',
          '-Xcc', f'-fmodule-map-file={sdk}/C/CHarfBuzz/module.modulemap',
          '-Xcc', f'-fmodule-map-file={sdk}/C/CFreeType/module.modulemap',
          '-Xcc', f'-fmodule-map-file={sdk}/C/CLibPNG/module.modulemap',
          '-I/usr/include/harfbuzz', '-I/usr/include/freetype2', '-I/usr/include/libpng16',
          '-I/usr/include/glib-2.0', '-I/usr/lib/x86_64-linux-gnu/glib-2.0/include',
          '-module-cache-path', f'{sdk}/ModuleCache',
          '-Xfrontend', '-load-plugin-executable', '-Xfrontend', f'{sdk}/DarkroomMacros-tool#DarkroomMacros']
TIMING = ['-Xfrontend', '-debug-time-function-bodies', '-Xfrontend', '-warn-long-expression-type-checking=200']


def names_of(dump):
    names = set()

    def walk(node):
        for c in node.get('children', []) or []:
            if c.get('kind') == 'TypeDecl' or c.get('declKind') in ('TypeAlias', 'AssociatedType', 'Macro'):
                names.add(c['name'])
            if c.get('kind') == 'TypeDecl':
                walk(c)
    walk(json.load(open(dump))['ABIRoot'])
    return names


known = {'Self', 'Any', 'AnyObject', 'Never', 'Void', 'Type', 'Protocol', 'MainActor', 'Sendable', 'Preview',
         'Previewable', 'Entry', 'Observable', 'Bindable', 'ObservationIgnored', 'Equatable', 'Hashable',
         'Identifiable', 'Codable', 'Comparable', 'CaseIterable', 'Error', 'Task', 'Published', 'ObservableObject',
         'SwiftUI', 'Foundation', 'Observation', 'DEBUG', 'DarkroomUI'}
for f in os.listdir(sdk):
    if f.endswith('.json'):
        known |= names_of(os.path.join(sdk, f))

IMPORT = re.compile(r'^\s*import\s+(\w+)', re.M)
CAP = re.compile(r'(?<![.\w])([A-Z][A-Za-z0-9_]*)')
DECL = re.compile(r'\b(?:struct|class|enum|protocol|typealias|actor|associatedtype|case)\s+([A-Z]\w*)|<\s*([A-Z]\w*)\s*[:>,]')
STRINGS = re.compile(r'"(?:[^"\\\n]|\\.)*"')
COMMENTS = re.compile(r'//[^\n]*|/\*.*?\*/', re.S)


def candidate(path):
    try:
        src = open(path, encoding='utf-8').read()
    except (OSError, UnicodeDecodeError):
        return None
    imports = set(IMPORT.findall(src))
    if 'SwiftUI' not in imports or imports - {'SwiftUI', 'Foundation', 'Observation'}:
        return None
    if not re.search(r':\s*View\b', src) or 'var body' not in src:
        return None
    code = STRINGS.sub('""', COMMENTS.sub('', src))
    declared = {a or b for a, b in DECL.findall(code)}
    unknown = {n for n in CAP.findall(code) if n not in declared and n not in known}
    if unknown:
        return None
    # Comments removed (string literals kept): commented-out code is not type-checked, so it neither counts
    # towards a file's size nor may be where the API is removed.
    return COMMENTS_OUTSIDE_STRINGS.sub(lambda m: m.group(1) or '\n' * m.group(0).count('\n'), src)


COMMENTS_OUTSIDE_STRINGS = re.compile(r'("(?:[^"\\\n]|\\.)*")|//[^\n]*|/\*.*?\*/', re.S)


def code_lines(src):
    return sum(1 for line in src.splitlines() if line.strip())


def run(path, extra):
    t0 = time.monotonic()
    p = subprocess.run(SWIFTC + extra + [path], capture_output=True, text=True, timeout=600)
    return time.monotonic() - t0, p.returncode, p.stdout + p.stderr


def slowest(output, n=3):
    rows = []
    for line in output.splitlines():
        m = re.match(r'\s*([\d.]+)ms\s+(\S+?):(\d+):\d+\s+(.*)', line)
        if m:
            rows.append((float(m.group(1)), int(m.group(3)), m.group(4)[:80]))
    rows.sort(reverse=True)
    long_expr = len(re.findall(r'expression took \d+ms to type-check', output))
    return rows[:n], long_expr


files = []
for repo in sorted(os.listdir(corpus)):
    for dp, dn, fn in os.walk(os.path.join(corpus, repo)):
        for f in fn:
            if f.endswith('.swift'):
                p = os.path.join(dp, f)
                src = candidate(p)
                if src is not None:
                    files.append((code_lines(src), repo, p, src))
files.sort(key=lambda x: (-x[0], x[2]))

results = []
tried = 0
tmp = tempfile.mkdtemp(prefix='typecheck-timing-')
seen = set()
for lines, repo, path, src in files:
    if len(results) >= count or tried >= tries:
        break
    if src in seen:     # the same file copied between course folders
        continue
    seen.add(src)
    tried += 1
    swapped = re.sub(r'^(\s*)import\s+SwiftUI\s*$', r'\1import DarkroomUI', src, flags=re.M)
    work = os.path.join(tmp, 'File.swift')
    open(work, 'w').write(swapped)
    secs, rc, output = run(work, [])
    rel = os.path.relpath(path, corpus)
    if rc != 0:
        first = next((l for l in output.splitlines() if 'error:' in l), '')
        print(f'skip {rel} ({lines} lines): {first[:160]}', file=sys.stderr, flush=True)
        continue
    load = os.getloadavg()[0]
    secs, rc, output = run(work, TIMING)
    body_at = swapped.find('var body')
    m = None
    for cand in re.compile(r'\.(padding|font|frame|foregroundColor)\(').finditer(swapped, max(body_at, 0)):
        line_start = swapped.rfind('\n', 0, cand.start()) + 1
        if '//' not in swapped[line_start:cand.start()] and '/*' not in swapped[line_start:cand.start()]:
            m = cand
            break
    broken_secs = None
    removed = None
    if m:
        removed = m.group(1)
        broken = swapped[:m.start(1)] + removed + 'Removed' + swapped[m.end(1):]
        open(work, 'w').write(broken)
        broken_secs, brc, boutput = run(work, [])
        if brc == 0:
            broken_secs = None
    top, long_expr = slowest(output)
    row = {'file': rel, 'lines': lines, 'seconds': round(secs, 2), 'seconds_with_error': broken_secs and round(broken_secs, 2),
           'removed': removed, 'slowest_bodies_ms': top, 'expressions_over_200ms': long_expr, 'load': round(load, 1)}
    results.append(row)
    print(json.dumps(row), file=sys.stderr, flush=True)
    json.dump(results, open(out, 'w'), indent=1)
json.dump(results, open(out, 'w'), indent=1)
print(f'{len(results)} files timed of {tried} tried', file=sys.stderr)
