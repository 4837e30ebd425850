#!/usr/bin/env python3
"""Extract the SwiftUI API uses of a corpus of Swift source trees (docs/API-COVERAGE.md, "Method").

    scripts/api-usage/extract.py CORPUS_DIR OUT.json

CORPUS_DIR holds one directory per repository, named `owner+name`, with that repository's .swift files.
Only files with an `import SwiftUI` line are read. The extraction is token level, without type checking:

- calls `Name(label:…)` (initialisers), `.name(label:…)` at a line start or after `)`/`}` (modifiers) or
  after a name (`proxy.scrollTo(…)`: methods), `.name(…)` as an argument (implicit static members), `Type.name(…)`, free functions;
  a trailing closure is recorded as `{…}` after the labels;
- `Name {` (a type built from a trailing closure only: `VStack { … }`);
- attributes `@State`, `@Environment`, … (property wrappers and `@ViewBuilder`);
- environment keys `\\.name` inside `@Environment(…)` and `.environment(…)`;
- static members written `Color.red`, `Font.title`, `Animation.easeIn`, and implicit ones inside the
  modifiers that take a Font, a colour or shape style, or an Animation (`.font(.title)` → `Font.title`);
- SF Symbol names: string literals after `systemName:` / `systemImage:` (interpolated names are skipped).

Per repository it also records the functions, types (generic parameters included), environment values
(`var` in `extension EnvironmentValues`) and initialiser label lists the repository declares itself, so that a repository's own `func cardStyle()`, `static var brand`
or `init(hex:)` in an extension of Color is not counted as SwiftUI API, and per API the modules that every file
using it imports (a name only used next to `import MapKit` is MapKit's). What it cannot see: the receiver's type
(`.frame` on a view and on a geometry proxy look the same), overloads chosen by argument type, implicit
members outside the modifiers above, code inside string interpolation, APIs used through a repository's own
wrappers, and names built at run time.
"""
import json
import os
import re
import sys
from collections import defaultdict

TOKEN = re.compile(r'''
    (?P<ws>[ \t\r\f]+)
  | (?P<nl>\n)
  | (?P<lc>//[^\n]*)
  | (?P<bc>/\*)
  | (?P<mstr>\#*""")
  | (?P<str>\#*")
  | (?P<num>\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?|0x[0-9a-fA-F_]+)
  | (?P<id>`?[A-Za-z_][A-Za-z0-9_]*`?)
  | (?P<dollar>\$[A-Za-z0-9_]+)
  | (?P<p>[()\[\]{},:;@\\.?])
  | (?P<op>[-+*/%=<>!&|^~]+)
  | (?P<other>.)
''', re.X | re.S)

KEYWORDS = {'struct', 'class', 'enum', 'extension', 'protocol', 'actor', 'func', 'var', 'let', 'init',
            'if', 'else', 'guard', 'switch', 'case', 'for', 'while', 'repeat', 'return', 'in', 'do', 'catch',
            'try', 'await', 'some', 'any', 'typealias', 'import', 'where', 'is', 'as', 'self', 'Self', 'super',
            'true', 'false', 'nil', 'static', 'private', 'public', 'internal', 'fileprivate', 'open', 'final',
            'mutating', 'override', 'lazy', 'weak', 'unowned', 'throws', 'rethrows', 'async', 'defer',
            'inout', 'default', 'break', 'continue', 'fallthrough', 'throw', 'get', 'set', 'willSet',
            'didSet', 'subscript', 'operator', 'convenience', 'required', 'nonisolated', 'isolated',
            'indirect', 'associatedtype', 'consume', 'borrowing', 'consuming', 'sending', 'package'}
DECL_HEAD = {'struct', 'class', 'enum', 'extension', 'protocol', 'actor', 'typealias', 'func'}
# Swift's own attributes: not SwiftUI API.
SWIFT_ATTRIBUTES = {'main', 'MainActor', 'escaping', 'available', 'objc', 'discardableResult', 'unknown',
                    'Sendable', 'autoclosure', 'frozen', 'inlinable', 'usableFromInline', 'testable', 'IBOutlet',
                    'IBAction', 'nonobjc', 'dynamicMemberLookup', 'propertyWrapper', 'resultBuilder',
                    'preconcurrency', 'retroactive', 'unchecked', 'inline', 'dynamicCallable', 'NSManaged',
                    'objcMembers', 'GKInspectable', 'IBDesignable', 'IBInspectable', 'warn_unqualified_access',
                    'convention', 'globalActor', 'Test', 'Suite', 'attached', 'freestanding', 'backDeployed',
                    '_spi', '_implementationOnly', 'exclusivity', 'UIApplicationMain', 'NSApplicationMain',
                    'inlinable', '_exported', 'specialize', '_disfavoredOverload', 'preconcurrency', 'isolated',
                    'requires_stored_property_inits', 'noDerivative', 'differentiable', 'derivative',
                    'transpose', 'Model', 'Attribute', 'Relationship', 'Transient', 'Query', 'Dependency',
                    'ObservationIgnored', 'ObservationTracked', 'Reducer', 'ObservableState', 'Presents',
                    'CasePathable', 'Shared', 'Injected', 'Published', 'Parameter', 'Generable', 'Guide'}
# Modifiers whose first implicit member argument is a static member of this type.
IMPLICIT_OWNER = {
    'font': 'Font', 'foregroundColor': 'Color', 'accentColor': 'Color', 'foregroundStyle': 'ShapeStyle',
    'tint': 'ShapeStyle', 'background': 'ShapeStyle', 'fill': 'ShapeStyle', 'stroke': 'ShapeStyle',
    'strokeBorder': 'ShapeStyle', 'listRowBackground': 'Color', 'animation': 'Animation',
    'withAnimation': 'Animation', 'fontWeight': 'Font.Weight', 'fontDesign': 'Font.Design',
    'buttonStyle': 'ButtonStyle', 'listStyle': 'ListStyle', 'pickerStyle': 'PickerStyle',
    'textFieldStyle': 'TextFieldStyle', 'toggleStyle': 'ToggleStyle', 'labelStyle': 'LabelStyle',
    'progressViewStyle': 'ProgressViewStyle', 'datePickerStyle': 'DatePickerStyle',
    'tabViewStyle': 'TabViewStyle', 'navigationViewStyle': 'NavigationViewStyle', 'gaugeStyle': 'GaugeStyle',
    'menuStyle': 'MenuStyle', 'controlSize': 'ControlSize', 'buttonBorderShape': 'ButtonBorderShape',
    'textCase': 'Text.Case', 'imageScale': 'Image.Scale', 'keyboardType': 'UIKeyboardType',
    'textContentType': 'UITextContentType', 'submitLabel': 'SubmitLabel', 'symbolRenderingMode': 'SymbolRenderingMode',
    'navigationBarTitleDisplayMode': 'NavigationBarItem.TitleDisplayMode', 'presentationDetents': 'PresentationDetent',
    'transition': 'AnyTransition', 'contentShape': 'Shape', 'clipShape': 'Shape', 'multilineTextAlignment': 'TextAlignment',
    'scrollDismissesKeyboard': 'ScrollDismissesKeyboardMode', 'textInputAutocapitalization': 'TextInputAutocapitalization',
    'preferredColorScheme': 'ColorScheme', 'dynamicTypeSize': 'DynamicTypeSize', 'frame': None,
}
STATIC_OWNERS = {'Color', 'Font', 'Animation', 'ShapeStyle', 'Material', 'AnyTransition', 'Edge', 'Alignment',
                 'UnitPoint', 'Angle', 'Gradient', 'ContentMode', 'Visibility', 'ColorScheme', 'Spacer',
                 'HorizontalAlignment', 'VerticalAlignment', 'TextAlignment', 'ButtonRole', 'EdgeInsets',
                 'Image', 'Text', 'ToolbarItemPlacement', 'PresentationDetent', 'GridItem', 'Axis'}

IMPORT_SWIFTUI = re.compile(r'^\s*(?:@[\w()]+\s+)*import\s+SwiftUI\s*$', re.M)


def tokenize(src):
    """Tokens (kind, text, line_start) with comments removed; a string literal is one token ('s', content)."""
    toks = []
    i, n = 0, len(src)
    at_line_start = True
    while i < n:
        m = TOKEN.match(src, i)
        if not m:
            i += 1
            continue
        kind = m.lastgroup
        text = m.group()
        if kind == 'ws':
            i = m.end()
            continue
        if kind == 'nl':
            at_line_start = True
            i = m.end()
            continue
        if kind == 'lc':
            i = m.end()
            continue
        if kind == 'bc':
            depth, j = 1, m.end()
            while j < n and depth:
                if src.startswith('/*', j):
                    depth += 1
                    j += 2
                elif src.startswith('*/', j):
                    depth -= 1
                    j += 2
                else:
                    j += 1
            i = j
            continue
        if kind in ('str', 'mstr'):
            hashes = text.count('#')
            quote = '"""' if kind == 'mstr' else '"'
            close = quote + '#' * hashes
            j = m.end()
            buf = []
            while j < n:
                if src.startswith(close, j):
                    j += len(close)
                    break
                c = src[j]
                if c == '\\' and hashes == 0:
                    if j + 1 < n and src[j + 1] == '(':
                        # interpolation: skip balanced parentheses
                        depth, k = 1, j + 2
                        while k < n and depth:
                            if src[k] == '(':
                                depth += 1
                            elif src[k] == ')':
                                depth -= 1
                            k += 1
                        buf.append('\x00')
                        j = k
                        continue
                    buf.append(src[j:j + 2])
                    j += 2
                    continue
                if c == '\n' and kind == 'str':
                    break
                buf.append(c)
                j += 1
            toks.append(('s', ''.join(buf), at_line_start))
            at_line_start = False
            i = j
            continue
        if kind == 'id':
            text = text.strip('`')
        toks.append((kind, text, at_line_start))
        at_line_start = False
        i = m.end()
    return toks


def matching(toks, i, open_, close):
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j][1]
        if toks[j][0] == 'p':
            if t == open_:
                depth += 1
            elif t == close:
                depth -= 1
                if depth == 0:
                    return j
    return len(toks) - 1


def call_labels(toks, i):
    """Labels of the argument list opening at toks[i] == '(' and the index of its ')'."""
    end = matching(toks, i, '(', ')')
    labels = []
    depth = 0
    expect = True
    j = i + 1
    if j < end:
        pass
    else:
        return labels, end
    while j < end:
        k, t, _ = toks[j]
        if k == 'p' and t in '([{':
            depth += 1
        elif k == 'p' and t in ')]}':
            depth -= 1
        if depth == 0 and expect:
            if k == 'id' and j + 1 < end and toks[j + 1][1] == ':' and toks[j + 1][0] == 'p':
                labels.append(t)
            else:
                labels.append('_')
            expect = False
        if depth == 0 and k == 'p' and t == ',':
            expect = True
        j += 1
    return labels, end


def trailing_closures(toks, end):
    """Number of trailing closures after the token index `end` (')' or the callee) and the last index."""
    count = 0
    j = end + 1
    while j < len(toks) and toks[j][0] == 'p' and toks[j][1] == '{':
        count += 1
        j = matching(toks, j, '{', '}') + 1
        # labelled further closures: `label: {`
        if j + 2 < len(toks) and toks[j][0] == 'id' and toks[j + 1][1] == ':' and toks[j + 2][1] == '{':
            j += 2
    return count


def signature(name, labels, closures):
    s = name + '(' + ''.join(l + ':' for l in labels) + ')'
    if closures:
        s += ' {…}' * min(closures, 1)
    return s


inits = set()


def declared_names(toks):
    funcs, types, vars_ = set(), set(), set()
    for j in range(len(toks) - 1):
        k, t, _ = toks[j]
        if k == 'id' and t in ('func',) and toks[j + 1][0] == 'id':
            funcs.add(toks[j + 1][1])
        if k == 'id' and t in ('struct', 'class', 'enum', 'protocol', 'actor', 'typealias') and toks[j + 1][0] == 'id':
            types.add(toks[j + 1][1])
        if k == 'id' and t == 'case' and toks[j + 1][0] == 'id':
            funcs.add(toks[j + 1][1])
        # environment keys the repository declares: `var theme` inside `extension EnvironmentValues { … }`
        if k == 'id' and t == 'extension' and toks[j + 1][1] == 'EnvironmentValues':
            start = next((x for x in range(j + 2, len(toks)) if toks[x][1] == '{'), None)
            if start is not None:
                end = matching(toks, start, '{', '}')
                for x in range(start, end):
                    if toks[x][1] == 'var' and toks[x + 1][0] == 'id':
                        vars_.add(toks[x + 1][1])
        # generic parameters: `<Header: View, Content>`
        if k == 'id' and t[:1].isupper() and j > 0 and toks[j - 1][1] in ('<', ',') and toks[j + 1][1] in (':', ',', '>'):
            types.add(t)
        # initialisers the repository declares (`init(hex:)` in an extension of Color)
        if k == 'id' and t == 'init' and toks[j + 1][1] == '(':
            labels, _ = call_labels(toks, j + 1)
            names = []
            depth, expect = 0, True
            end = matching(toks, j + 1, '(', ')')
            for x in range(j + 2, end):
                kx, tx, _ = toks[x]
                if kx == 'p' and tx in '([{<':
                    depth += 1
                elif kx == 'p' and tx in ')]}>':
                    depth -= 1
                if depth == 0 and expect and kx == 'id':
                    names.append(tx)
                    expect = False
                if depth == 0 and kx == 'p' and tx == ',':
                    expect = True
            inits.add(tuple(names))
    return funcs, types, vars_


IMPORT_LINE = re.compile(r'^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var)\s+)?([\w]+)', re.M)


def extract_file(toks, uses, symbols):
    n = len(toks)
    for j in range(n):
        k, t, ls = toks[j]
        prev = toks[j - 1] if j else ('', '', True)
        nxt = toks[j + 1] if j + 1 < n else ('', '', False)
        # attributes
        if k == 'p' and t == '@' and nxt[0] == 'id':
            name = nxt[1]
            if name not in SWIFT_ATTRIBUTES:
                uses.add(('wrapper', '@' + name, name))
            if name == 'Environment' and j + 5 < n and toks[j + 2][1] == '(' and toks[j + 3][1] == '\\' \
                    and toks[j + 4][1] == '.' and toks[j + 5][0] == 'id':
                uses.add(('envkey', '\\.' + toks[j + 5][1], toks[j + 5][1]))
            continue
        if k == 's':
            if prev[0] == 'p' and prev[1] == ':' and j >= 2 and toks[j - 2][1] in ('systemName', 'systemImage') \
                    and '\x00' not in t and t:
                symbols.add(t)
            continue
        if k != 'id' or t in KEYWORDS:
            continue
        if prev[1] in ('#', '@'):
            continue
        is_member = prev[0] == 'p' and prev[1] == '.'
        before = toks[j - 2] if j >= 2 else ('', '', True)
        if nxt[0] == 'p' and nxt[1] == '(':
            labels, end = call_labels(toks, j + 1)
            closures = trailing_closures(toks, end)
            if is_member:
                if before[0] == 'id' and before[1][:1].isupper() and before[1] not in ('Self',):
                    owner = before[1]
                    uses.add(('static', owner + '.' + signature(t, labels, closures), t))
                elif prev[2] or before[1] in (')', '}', ']', '?', '!'):
                    uses.add(('modifier', '.' + signature(t, labels, closures), t))
                elif before[0] == 'id':
                    uses.add(('method', '.' + signature(t, labels, closures), t))
                else:
                    uses.add(('member', '.' + signature(t, labels, closures), t))
                    owner_call = implicit_owner(toks, j)
                    if owner_call:
                        uses.add(('static', owner_call + '.' + signature(t, labels, closures), t))
                if t == 'environment' and j + 4 < n and toks[j + 2][1] == '\\' and toks[j + 3][1] == '.':
                    uses.add(('envkey', '\\.' + toks[j + 4][1], toks[j + 4][1]))
            else:
                if before[0] == 'id' and before[1] in DECL_HEAD:
                    continue
                if t[:1].isupper():
                    uses.add(('init', signature(t, labels, closures), t))
                    uses.add(('type', t, t))
                else:
                    uses.add(('function', signature(t, labels, closures), t))
            continue
        if nxt[0] == 'p' and nxt[1] == '{':
            if is_member:
                if prev[2] or before[1] in (')', '}'):
                    closures = trailing_closures(toks, j)
                    uses.add(('modifier', '.' + signature(t, [], closures), t))
                continue
            if t[:1].isupper():
                back = [toks[x][1] for x in range(max(0, j - 4), j)]
                if prev[1] in ('some', 'any', '->', ':', ',', '&', '<', 'as', 'is') or any(b in DECL_HEAD for b in back):
                    if prev[1] in ('some', 'any', '->', ':', ',', '&'):
                        uses.add(('type', t, t))    # `struct MyApp: App {`, `var body: some View {`
                    continue
                if prev[1] == '=' and j >= 3 and toks[j - 3][1] in ('typealias',):
                    continue
                uses.add(('init', signature(t, [], 1), t))
                uses.add(('type', t, t))
            continue
        if is_member and before[0] == 'id' and before[1] in STATIC_OWNERS:
            uses.add(('static', before[1] + '.' + t, t))
            continue
        if is_member and not (before[0] == 'id' or before[1] in (')', '}', ']', '?', '!')):
            owner = implicit_owner(toks, j)
            if owner:
                uses.add(('static', owner + '.' + t, t))
            continue
        if not is_member and t[:1].isupper() and prev[1] in (':', '->', 'some', 'any', '<', ',', '[', '(', '=', 'as', 'is', '?') \
                and not (nxt[0] == 'p' and nxt[1] == ':'):
            uses.add(('type', t, t))


def implicit_owner(toks, j):
    """For `.x` at toks[j] that is the first argument of a known modifier, the type that owns `x`."""
    if j < 3 or toks[j - 2][1] != '(':
        return None
    callee = toks[j - 3]
    if callee[0] != 'id':
        return None
    return IMPLICIT_OWNER.get(callee[1])


def main():
    corpus, out = sys.argv[1], sys.argv[2]
    api = defaultdict(lambda: {'kind': '', 'name': '', 'repos': set(), 'files': 0, 'imports': None})
    symbols = defaultdict(set)
    repo_files = {}
    for repo_dir in sorted(os.listdir(corpus)):
        root = os.path.join(corpus, repo_dir)
        if not os.path.isdir(root):
            continue
        repo = repo_dir.replace('+', '/', 1)
        files = []
        all_funcs, all_types, all_vars = set(), set(), set()
        inits.clear()
        for dp, dn, fn in os.walk(root):
            for f in fn:
                if not f.endswith('.swift'):
                    continue
                p = os.path.join(dp, f)
                try:
                    src = open(p, encoding='utf-8', errors='replace').read()
                except OSError:
                    continue
                toks = tokenize(src)
                fu, ty, va = declared_names(toks)
                all_funcs |= fu
                all_types |= ty
                all_vars |= va
                if IMPORT_SWIFTUI.search(src):
                    files.append((toks, frozenset(IMPORT_LINE.findall(src))))
        repo_files[repo] = len(files)
        per_repo = defaultdict(int)
        imports_of = {}
        for toks, imports in files:
            uses, syms = set(), set()
            extract_file(toks, uses, syms)
            for kind, key, name in uses:
                if kind in ('init', 'type') and name in all_types:
                    continue
                if kind == 'init':
                    used = tuple(l for l in key[key.index('(') + 1:key.rindex(')')].split(':') if l)
                    if used and any(l != '_' for l in used) and used in inits:
                        continue
                if kind == 'static' and name in all_funcs | all_vars:
                    continue
                if kind in ('modifier', 'method', 'member', 'function') and name in all_funcs:
                    continue
                if kind == 'wrapper' and name in all_types:
                    continue
                if kind == 'envkey' and name in all_vars:
                    continue
                per_repo[(kind, key, name)] += 1
                common = imports_of.get((kind, key, name))
                imports_of[(kind, key, name)] = imports if common is None else common & imports
            for s in syms:
                symbols[s].add(repo)
        for (kind, key, name), c in per_repo.items():
            e = api[kind + '\t' + key]
            e['kind'], e['name'] = kind, name
            e['repos'].add(repo)
            e['files'] += c
            e['imports'] = imports_of[(kind, key, name)] if e.get('imports') is None else e['imports'] & imports_of[(kind, key, name)]
    result = {
        'repositories': repo_files,
        'apis': [{'kind': e['kind'], 'key': k.split('\t', 1)[1], 'name': e['name'], 'repos': sorted(e['repos']),
                  'files': e['files'], 'imports': sorted(e['imports'] or [])} for k, e in api.items()],
        'symbols': {s: sorted(r) for s, r in symbols.items()},
    }
    json.dump(result, open(out, 'w'), indent=0)
    print(f'{len(repo_files)} repositories, {sum(repo_files.values())} SwiftUI files, {len(api)} API keys, '
          f'{len(symbols)} symbol names', file=sys.stderr)


if __name__ == '__main__':
    main()
