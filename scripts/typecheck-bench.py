#!/usr/bin/env python3
"""Type-check time of the real-screens corpus against two or more builds of DarkroomUI, in one run (issue 24 §5).

    scripts/typecheck-bench.py CORPUS_DIR LABEL=SDK_DIR [LABEL=SDK_DIR ...] [--files LIST.tsv] [--out OUT.json]

The files are those of `scripts/api-usage/typecheck-timing.tsv` (first column, relative to CORPUS_DIR), unless
`--files` names another list. Each SDK_DIR is made from a debug build as `scripts/api-usage/README.md` says
("The SDK directory"). For every file, and for every SDK in turn (interleaved, so that the machine's load
falls on all of them alike), the file is type-checked alone with `import SwiftUI` replaced by
`import DarkroomUI`:

1. as is (the seconds of one `swiftc -typecheck` run, module loading included);
2. with one API removed: the first `.padding(`, `.font(`, `.frame(` or `.foregroundColor(` after `var body`
   renamed (`.paddingRemoved(`), which the type checker sees as a modifier DarkroomUI lacks — the case where
   the solver tries every overload before it reports.

Prints one line per file and SDK, then per SDK the median and the maximum of each, and the load average. Besides
the wall-clock seconds, each run records the compiler's statistics (`-stats-output-dir`): the CPU seconds of
semantic analysis and the solver's leaf scopes (overload combinations tried), which the machine's load does not
change — compare builds by those when the machine is busy.
Goal (issue 24): at most 3 s per file compiling, at most 10 s with an error.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

args = [a for a in sys.argv[1:]]


def option(name, default=None):
    if name in args:
        i = args.index(name)
        value = args[i + 1]
        del args[i:i + 2]
        return value
    return default


here = os.path.dirname(os.path.abspath(__file__))
files_list = option('--files', os.path.join(here, 'api-usage', 'typecheck-timing.tsv'))
out = option('--out')
corpus, sdks = args[0], [a.split('=', 1) for a in args[1:]]


def module_maps(sdk):
    """`-fmodule-map-file` for every C target in SDK_DIR/C (its own map, or the one SwiftPM writes for `include/`)."""
    flags = []
    for name in sorted(os.listdir(f'{sdk}/C')):
        for path in (f'{sdk}/C/{name}/module.modulemap', f'{sdk}/C/{name}.build/module.modulemap'):
            if os.path.exists(path):
                flags += ['-Xcc', f'-fmodule-map-file={path}']
                break
    return flags


def swiftc(sdk):
    return ['swiftc', '-typecheck', '-parse-as-library', '-swift-version', '6', '-module-name', 'Probe',
            '-target', 'x86_64-unknown-linux-gnu', '-I', f'{sdk}/Modules',
            *module_maps(sdk),
            '-I/usr/include/harfbuzz', '-I/usr/include/freetype2', '-I/usr/include/libpng16',
            '-I/usr/include/glib-2.0', '-I/usr/lib/x86_64-linux-gnu/glib-2.0/include',
            '-module-cache-path', f'{sdk}/ModuleCache',
            '-Xfrontend', '-load-plugin-executable', '-Xfrontend', f'{sdk}/DarkroomMacros-tool#DarkroomMacros']


def run(sdk, path):
    """Wall-clock seconds, exit status, output, and the compiler's own statistics of one run: the CPU seconds of
    semantic analysis (`cpu`, much less sensitive to the machine's load than the wall clock) and the solver's
    leaf scopes (`scopes`: the overload combinations it tried, independent of the load)."""
    stats = tempfile.mkdtemp(prefix='stats-', dir=tmp)
    t0 = time.monotonic()
    p = subprocess.run(swiftc(sdk) + ['-Xfrontend', '-stats-output-dir', '-Xfrontend', stats, path],
                       capture_output=True, text=True, timeout=900)
    secs = time.monotonic() - t0
    counters = {}
    for name in os.listdir(stats):
        counters = json.load(open(os.path.join(stats, name)))
    extra = {'cpu': round(counters.get('time.swift.perform-sema.user', 0) + counters.get('time.swift.perform-sema.sys', 0), 2),
             'scopes': counters.get('Sema.NumLeafScopes', 0)}
    return secs, p.returncode, p.stdout + p.stderr, extra


COMMENTS_OUTSIDE_STRINGS = re.compile(r'("(?:[^"\\\n]|\\.)*")|//[^\n]*|/\*.*?\*/', re.S)
REMOVABLE = re.compile(r'\.(padding|font|frame|foregroundColor)\(')

names = [line.split('\t')[0] for line in open(files_list) if line.strip() and not line.startswith('#')]
tmp = tempfile.mkdtemp(prefix='typecheck-bench-')
results = {label: [] for label, _ in sdks}
loads = []
for name in names:
    src = open(os.path.join(corpus, name), encoding='utf-8').read()
    src = COMMENTS_OUTSIDE_STRINGS.sub(lambda m: m.group(1) or '\n' * m.group(0).count('\n'), src)
    swapped = re.sub(r'^(\s*)import\s+SwiftUI\s*$', r'\1import DarkroomUI', src, flags=re.M)
    m = next(REMOVABLE.finditer(swapped, max(swapped.find('var body'), 0)), None)
    broken = swapped[:m.start(1)] + m.group(1) + 'Removed' + swapped[m.end(1):] if m else None
    work = os.path.join(tmp, 'File.swift')
    for label, sdk in sdks:
        open(work, 'w').write(swapped)
        secs, rc, output, extra = run(sdk, work)
        loads.append(os.getloadavg()[0])
        row = {'file': name, 'seconds': round(secs, 2), 'compiles': rc == 0, **extra}
        if rc != 0:
            row['error'] = next((l for l in output.splitlines() if 'error:' in l), '')[:200]
        if broken:
            open(work, 'w').write(broken)
            bsecs, brc, _, bextra = run(sdk, work)
            row['seconds_with_error'] = round(bsecs, 2) if brc != 0 else None
            row['cpu_with_error'], row['scopes_with_error'] = bextra['cpu'], bextra['scopes']
            row['removed'] = m.group(1)
        results[label].append(row)
        print(label, json.dumps(row), flush=True)

print(f'\n{len(names)} files; load average {min(loads):.1f}–{max(loads):.1f}')
for label, rows in results.items():
    ok = [r['seconds'] for r in rows if r['compiles']]
    err = [r['seconds_with_error'] for r in rows if r['compiles'] and r.get('seconds_with_error')]
    def summary(xs, goal):
        if not xs:
            return 'none'
        return f'median {statistics.median(xs):.2f} s, max {max(xs):.2f} s, {sum(x > goal for x in xs)} over {goal} s'
    print(f'{label}: {len(ok)} compile — {summary(ok, 3)}; with one API removed ({len(err)}) — {summary(err, 10)}')
    cpu = [r['cpu'] for r in rows if r['compiles']]
    cpu_err = [r['cpu_with_error'] for r in rows if r['compiles'] and r.get('seconds_with_error')]
    scopes = [r['scopes'] for r in rows if r['compiles']]
    scopes_err = [r['scopes_with_error'] for r in rows if r['compiles'] and r.get('seconds_with_error')]
    if cpu:
        print(f'{label}: CPU seconds of type checking — {summary(cpu, 3)}; with one API removed — {summary(cpu_err, 10)}')
        print(f'{label}: solver leaf scopes — total {sum(scopes)}, max {max(scopes)}; with one API removed — '
              f'total {sum(scopes_err)}, max {max(scopes_err, default=0)}')
if out:
    json.dump(results, open(out, 'w'), indent=1)
