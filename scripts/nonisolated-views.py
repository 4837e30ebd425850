#!/usr/bin/env python3
"""Marks the built-in views, modifiers and styles of DarkroomUICore and DarkroomUI `nonisolated`, as SwiftUI does (issue 24).

A type that conforms to a main-actor protocol (`View`, `ViewModifier`, the styles) in its declaration becomes a
`nonisolated struct`, with its `body`, `makeBody` and engine hooks kept `@MainActor`; members of extensions of those
protocols (modifier methods, styles' static members) become `nonisolated`. Already marked declarations are left
alone, so it can run again over new files:  python3 scripts/nonisolated-views.py Sources/DarkroomUICore Sources/DarkroomUI
A member whose body needs the main actor then fails to compile; mark it `@MainActor` by hand.
"""
import re, sys, pathlib

roots = [pathlib.Path(p) for p in sys.argv[1:]]
files = [f for r in roots for f in sorted(r.rglob('*.swift'))]
texts = {f: f.read_text() for f in files}

# 1. MainActor protocols (explicit, then by inheritance).
proto_re = re.compile(r'((?:@\w+(?:\([^)]*\))?\s+)*)(?:(?:public|package|internal|fileprivate|private)\s+)?protocol\s+(\w+)\s*(?::\s*([^{]*))?\{', re.S)
protos = {}
for t in texts.values():
    for m in proto_re.finditer(t):
        attrs, name, inh = m.group(1) or '', m.group(2), m.group(3) or ''
        inh = re.sub(r'\bwhere\b.*', '', inh, flags=re.S)
        protos[name] = ('@MainActor' in attrs, [x.strip() for x in inh.split(',') if x.strip()])
KEEP = {'body', 'makeBody', '_appendNodes'}
main = {n for n, (ma, _) in protos.items() if ma}
changed = True
while changed:
    changed = False
    for n, (_, inh) in protos.items():
        if n not in main and any(i in main for i in inh):
            main.add(n); changed = True
print('MainActor protocols:', sorted(main), file=sys.stderr)
# Requirements of the main-actor protocols: their witnesses in a nonisolated type stay on the main actor.
body_re = re.compile(r'protocol\s+(\w+)[^{]*\{', re.S)
for t in texts.values():
    for m in body_re.finditer(t):
        if m.group(1) not in main: continue
        depth, i = 1, m.end()
        while depth and i < len(t):
            depth += {'{': 1, '}': -1}.get(t[i], 0); i += 1
        for r in re.finditer(r'^\s*(?:@\w+\s+)*(?:(?:static|mutating|nonisolated)\s+)*(func|var)\s+(\w+)', t[m.end():i], re.M):
            if 'nonisolated' not in r.group(0): KEEP.add(r.group(2))
KEEP -= {'inset', 'data', 'animatableData'}
print('kept on the main actor:', sorted(KEEP), file=sys.stderr)

decl_re = re.compile(r'^(\s*)((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:public|package|internal|private|fileprivate|open|final|static|class|nonisolated|mutating|override|convenience|indirect|@\w+)\s+)*)(struct|enum|class|actor|extension|protocol|func|init[?!]?|var|let|subscript)\b(.*)$')

def strip(line, state):
    """Removes strings and comments (approximately); state tracks multi-line strings/comments."""
    out = []
    i = 0
    while i < len(line):
        if state['ml']:
            j = line.find('"""', i)
            if j < 0: return ''.join(out)
            state['ml'] = False; i = j + 3; continue
        if state['bc']:
            j = line.find('*/', i)
            if j < 0: return ''.join(out)
            state['bc'] = False; i = j + 2; continue
        if line.startswith('"""', i): state['ml'] = True; i += 3; continue
        if line.startswith('//', i): break
        if line.startswith('/*', i): state['bc'] = True; i += 2; continue
        c = line[i]
        if c == '"':
            i += 1
            depth = 0
            while i < len(line):
                if line[i] == '\\' and i + 1 < len(line) and line[i+1] == '(':
                    depth += 1; i += 2; continue
                if depth and line[i] == '(': depth += 1
                elif depth and line[i] == ')': depth -= 1
                elif line[i] == '\\': i += 2; continue
                elif line[i] == '"' and not depth: i += 1; break
                i += 1
            out.append('""'); continue
        out.append(c); i += 1
    return ''.join(out)

total = 0
for f, text in texts.items():
    lines = text.split('\n')
    state = {'ml': False, 'bc': False}
    stack = []  # (kind, info)
    pending = None
    edits = {}  # line index -> new line
    for idx, raw in enumerate(lines):
        code = strip(raw, state)
        m = decl_re.match(code)
        if m and not code.strip().startswith('case'):
            indent, attrs, mods, kw, rest = m.groups()
            kind = kw.rstrip('?!')
            parent = stack[-1] if stack else ('file', None)
            if kind in ('struct', 'enum') and 'nonisolated' not in mods and '@MainActor' not in attrs:
                head = rest
                j = idx
                while '{' not in head and j + 1 < len(lines):
                    j += 1; head += ' ' + lines[j]
                inh = head.split('{')[0]
                inh = re.sub(r'\bwhere\b.*', '', inh)
                while re.search(r'<[^<>]*>', inh): inh = re.sub(r'<[^<>]*>', '', inh)
                conf = inh.split(':', 1)[1] if ':' in re.sub(r'<[^>]*>', '', inh) else ''
                conf = re.sub(r'<[^>]*>', '', conf)
                names = [c.strip() for c in conf.split(',')]
                if any(n in main for n in names):
                    pos = raw.index(kw, len(indent) + len(attrs) + len(mods) - 1 if False else 0)
                    pos = raw.find(kw + ' ')
                    edits[idx] = raw[:pos] + 'nonisolated ' + raw[pos:]
                    pending = ('isotype', None)
                else:
                    pending = ('type', None)
            elif kind in ('struct', 'enum', 'class', 'actor', 'protocol'):
                pending = (kind, None)
            elif kind == 'extension':
                target = rest.strip().split()[0].rstrip(':{').split('<')[0].split('.')[-1] if rest.strip() else ''
                pending = ('mainext' if target in main else 'ext', target)
            else:
                name = ''
                if kind == 'func':
                    mm = re.match(r'\s*([^\s(<]+)', rest); name = mm.group(1) if mm else ''
                elif kind == 'var':
                    mm = re.match(r'\s*(\w+)', rest); name = mm.group(1) if mm else ''
                pk = parent[0]
                if pk == 'isotype' and name in KEEP and '@MainActor' not in attrs + mods:
                    edits[idx] = raw[:len(indent)] + '@MainActor ' + raw[len(indent):]
                elif pk == 'mainext' and name not in KEEP and 'nonisolated' not in mods and '@MainActor' not in attrs + mods:
                    is_instance_var = kind == 'var' and 'static' not in mods
                    if not is_instance_var and kind != 'let' or (kind == 'let' and 'static' in mods):
                        # insert before static/func/init/var/let/subscript/mutating
                        mm = re.search(r'\b(static|mutating|func|init|var|let|subscript)\b', raw[len(indent) + len(attrs):])
                        p = len(indent) + len(attrs) + mm.start()
                        edits[idx] = raw[:p] + 'nonisolated ' + raw[p:]
                if kind in ('func', 'init', 'var', 'subscript', 'let'):
                    pending = ('member', None)
        for c in code:
            if c == '{':
                stack.append(pending or ('block', None)); pending = None
            elif c == '}':
                if stack: stack.pop()
    if edits:
        for i, l in edits.items(): lines[i] = l
        f.write_text('\n'.join(lines)); total += len(edits)
print('edits', total, file=sys.stderr)
