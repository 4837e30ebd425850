#!/usr/bin/env python3
"""Share of the corpus's self-contained SwiftUI files that compile against DarkroomUI with only the import swapped
(issue 24, "Numbers to reach": ≥ 97 %), measured by compiling a seeded random sample.

    scripts/api-usage/compile-rate.py CORPUS_DIR SDK_DIR [--count 100] [--seed 24] [--out OUT.json]
    scripts/api-usage/compile-rate.py --from OUT.json      # the summary of an earlier run again

CORPUS_DIR holds one `owner+name` directory of .swift files per repository of `corpus.tsv`; SDK_DIR is made from
a debug build as `scripts/api-usage/README.md` says ("The SDK directory"), with the `sdk-<Module>.json` dumps of
Swift and Foundation.

**Which files (the sample rule).** A file is eligible when it imports SwiftUI and nothing but Foundation and
Observation besides, and every capitalised name it uses is declared in the file itself, by Swift or Foundation
(the SDK's dumps), or is a SwiftUI type of `api-usage.tsv`: kind `type` or `wrapper`, declared by DarkroomUI or,
if missing, used by 3 or more repositories (the table also holds apps' own type names, each used by one or two).
A SwiftUI type that DarkroomUI lacks thus keeps a file eligible, and the file then fails: the rule leans on what
DarkroomUI declares only for rare missing types. A file is left out for depending on another file of its app or
another framework. Identical
files (course folders copied between days) count once. From the eligible files, COUNT are drawn with Python's
`random.Random(SEED).sample` over the list sorted by repository and path; the seed is printed.

**How.** Each drawn file, comments kept, is type-checked alone (`swiftc -typecheck -swift-version 5`: the
language mode the apps are written in, Xcode's default; Swift 6 mode would fail their globals and
`EnvironmentKey`s on iOS too) with `import SwiftUI` replaced by `import DarkroomUI`. A file
compiles when the compiler exits 0. Prints each failure with its first error, then the rate.

**Why a file fails.** The name rule cannot see an app's own extensions (`Color.brand`, `.cardStyle()`, a global
`let accent`) declared in another of its files. A failure whose first error is `cannot find 'x' in scope` or
`has no member 'x'` for a name that `api-usage.tsv` does not list as SwiftUI API (any kind) and Swift or
Foundation do not declare is counted as "needs another file of the app": it would fail against SwiftUI alone
too. The rate is given over all drawn files and over those that need no other file.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

args = sys.argv[1:]


def option(name, default):
    if name in args:
        i = args.index(name)
        value = args[i + 1]
        del args[i:i + 2]
        return value
    return default


from_json = option('--from', None)
count = int(option('--count', '100'))
seed = int(option('--seed', '24'))
out = option('--out', None)
here = os.path.dirname(os.path.abspath(__file__))
swiftui_names = set()
for line in open(os.path.join(here, 'api-usage.tsv'), encoding='utf-8'):
    fields = line.rstrip('\n').split('\t')
    if len(fields) > 4 and not line.startswith('#') and (fields[4] != 'missing' or int(fields[2]) >= 3):
        api = re.sub(r'\(.*', '', fields[1]).lstrip('@\\.')
        swiftui_names |= {api.split('.')[-1], api.split('.')[0]}


def needs_app_file(error):
    m = re.match(r"(?:cannot find (?:type )?'(\w+)' in scope|.*has no member '(\w+)')", error)
    return bool(m) and (m.group(1) or m.group(2)) not in swiftui_names


def summary(rows, seed, eligible):
    ok = sum(r['compiles'] for r in rows)
    app = [r for r in rows if not r['compiles'] and needs_app_file(r['error'])]
    own = len(rows) - len(app)
    print(f'\nseed {seed}, {eligible} eligible files: {ok} of {len(rows)} drawn files compile '
          f'({100 * ok / max(len(rows), 1):.1f} %); {len(app)} fail for a name another file of the app declares; '
          f'of the {own} others, {ok} compile ({100 * ok / max(own, 1):.1f} %)')
    print('failing for DarkroomUI:')
    for r in rows:
        if not r['compiles'] and r not in app:
            print(f"  {r['file']}: {r['error'][:160]}")


if from_json:
    saved = json.load(open(from_json))
    summary(saved['rows'], saved['seed'], saved['eligible'])
    sys.exit(0)
corpus, sdk = args[0], args[1]


def module_maps():
    flags = []
    for name in sorted(os.listdir(f'{sdk}/C')):
        for path in (f'{sdk}/C/{name}/module.modulemap', f'{sdk}/C/{name}.build/module.modulemap'):
            if os.path.exists(path):
                flags += ['-Xcc', f'-fmodule-map-file={path}']
                break
    return flags


SWIFTC = ['swiftc', '-typecheck', '-parse-as-library', '-swift-version', '5', '-module-name', 'Probe',
          '-target', 'x86_64-unknown-linux-gnu', '-I', f'{sdk}/Modules', *module_maps(),
          '-I/usr/include/harfbuzz', '-I/usr/include/freetype2', '-I/usr/include/libpng16',
          '-I/usr/include/glib-2.0', '-I/usr/lib/x86_64-linux-gnu/glib-2.0/include',
          '-module-cache-path', f'{sdk}/ModuleCache',
          '-Xfrontend', '-load-plugin-executable', '-Xfrontend', f'{sdk}/DarkroomMacros-tool#DarkroomMacros']


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
         'Previewable', 'Entry', 'Observable', 'Bindable', 'ObservationIgnored', 'Published', 'ObservableObject',
         'SwiftUI', 'Foundation', 'Observation', 'DEBUG', 'State', 'Binding', 'Environment', 'EnvironmentObject',
         'StateObject', 'ObservedObject', 'AppStorage', 'FocusState', 'Namespace', 'GestureState', 'ViewBuilder'}
for f in os.listdir(sdk):
    if f.startswith('sdk-') and f.endswith('.json'):
        known |= names_of(os.path.join(sdk, f))
for line in open(os.path.join(here, 'api-usage.tsv'), encoding='utf-8'):
    fields = line.rstrip('\n').split('\t')
    # SwiftUI's types: those DarkroomUI declares, and those it lacks that 3 or more repositories use (the table
    # also lists the apps' own type names, each used by one or two repositories).
    if len(fields) > 4 and fields[0] in ('type', 'wrapper') and (fields[4] != 'missing' or int(fields[2]) >= 3):
        known.add(fields[1].lstrip('@').split('.')[0].split('<')[0])

IMPORT = re.compile(r'^\s*import\s+(\w+)', re.M)
CAP = re.compile(r'(?<![.\w])([A-Z][A-Za-z0-9_]*)')
DECL = re.compile(r'\b(?:struct|class|enum|protocol|typealias|actor|associatedtype|case)\s+([A-Z]\w*)'
                  r'|<\s*([A-Z]\w*)\s*[:>,]')
STRINGS = re.compile(r'"(?:[^"\\\n]|\\.)*"')
COMMENTS = re.compile(r'//[^\n]*|/\*.*?\*/', re.S)


def eligible(path):
    try:
        src = open(path, encoding='utf-8').read()
    except (OSError, UnicodeDecodeError):
        return None
    imports = set(IMPORT.findall(src))
    if 'SwiftUI' not in imports or imports - {'SwiftUI', 'Foundation', 'Observation'}:
        return None
    code = STRINGS.sub('""', COMMENTS.sub('', src))
    declared = {a or b for a, b in DECL.findall(code)}
    if any(n not in declared and n not in known for n in CAP.findall(code)):
        return None
    return src


repos = [line.split('\t')[0].replace('/', '+') for line in open(os.path.join(here, 'corpus.tsv'))
         if line.strip() and not line.startswith('#')]
pool, seen = [], set()
for repo in sorted(repos):
    base = os.path.join(corpus, repo)
    for dp, dn, fn in sorted(os.walk(base)):
        dn.sort()
        for f in sorted(fn):
            if f.endswith('.swift'):
                src = eligible(os.path.join(dp, f))
                if src is not None and src not in seen:
                    seen.add(src)
                    pool.append((os.path.relpath(os.path.join(dp, f), corpus), src))
pool.sort()
sample = random.Random(seed).sample(pool, min(count, len(pool)))
print(f'{len(pool)} eligible files in {len(repos)} repositories; seed {seed}; {len(sample)} drawn', flush=True)

tmp = tempfile.mkdtemp(prefix='compile-rate-')
work = os.path.join(tmp, 'File.swift')
rows = []
for name, src in sample:
    open(work, 'w').write(re.sub(r'^(\s*)import\s+SwiftUI\s*$', r'\1import DarkroomUI', src, flags=re.M))
    p = subprocess.run(SWIFTC + [work], capture_output=True, text=True, timeout=900)
    error = next((line.split('error: ', 1)[1] for line in (p.stdout + p.stderr).splitlines() if 'error: ' in line), '')
    rows.append({'file': name, 'compiles': p.returncode == 0, 'error': error[:200]})
    if p.returncode != 0:
        print(f'FAIL {name}: {error[:160]}', flush=True)

summary(rows, seed, len(pool))
if out:
    json.dump({'seed': seed, 'eligible': len(pool), 'rows': rows}, open(out, 'w'), indent=1)
