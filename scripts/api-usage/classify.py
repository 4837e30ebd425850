#!/usr/bin/env python3
"""Decide each extracted API's state in DarkroomUI and write the tables (docs/API-COVERAGE.md, "Method").

    scripts/api-usage/classify.py USAGE.json SDK_DIR REPO_ROOT

USAGE.json comes from extract.py. SDK_DIR holds `swift-api-digester -dump-sdk` dumps: `darkroomui-sdk.json`
(DarkroomUI), `darkroomuicore-sdk.json` (DarkroomUICore, which DarkroomUI re-exports) and `sdk-<Module>.json` for Swift, Foundation, Dispatch, _Concurrency and Observation. REPO_ROOT
is this repository: its Sources/DarkroomUI doc comments are read, and it gets
scripts/api-usage/api-usage.tsv (every API with its repositories and state), the generated part of
docs/API-COVERAGE.md, scripts/symbols/corpus-symbol-usage.tsv and the generated part of docs/SYMBOLS.md.

States: `draws` (DarkroomUI declares it with a matching label list, it is a modifier, a static member or a type
that conforms to View, Shape, ShapeStyle, a style or Layout, and its doc comment does not say it draws nothing), `draws nothing` (declared, and the doc comment says it draws nothing, has no visible effect at rest,
or is recorded for inspection only), `compiles` (declared; not a drawing API: other types such as `Binding` or
`Angle`, property wrappers, environment keys, free functions), `missing` (no declaration with that name, or none whose labels fit), and `labels` (the
name exists, the label list used does not). Names that Swift or Foundation declare, and names only used in
files that also import another module (MapKit, Charts, UIKit, Combine, a package…), are not SwiftUI API and
are left out of the table and of the coverage.
"""
import json
import os
import re
import sys
from collections import defaultdict

usage_path, sdk, root = sys.argv[1], sys.argv[2], sys.argv[3]
usage = json.load(open(usage_path))
NREPOS = len(usage['repositories'])

NEUTRAL_IMPORTS = {'SwiftUI', 'Foundation', 'Observation', 'os', 'OSLog', 'Swift'}
# SwiftUI's own names that are used beside another framework's import by nature.
SWIFTUI_BRIDGES = {'UIViewRepresentable', 'UIViewControllerRepresentable', 'UIHostingController',
                   'UIApplicationDelegateAdaptor', 'UIHostingConfiguration', 'FetchRequest', 'SectionedFetchRequest',
                   'FetchedResults', 'NSViewRepresentable', 'NSViewControllerRepresentable', 'NSHostingController',
                   'NSApplicationDelegateAdaptor', 'UIViewRepresentableContext', 'onReceive', 'Query'}
# SwiftUI free functions (others are user closures such as `action()` or Swift's `print`).
SWIFTUI_FUNCTIONS = {'withAnimation', 'withTransaction'}
# Not SwiftUI API although it looks like it (other frameworks' names that slipped through the import rule).
NOT_SWIFTUI = {'UIScreen', 'UIApplication', 'UIImage', 'UIColor', 'UIFont', 'UIDevice', 'UIView', 'UIViewController',
               'UINavigationBarAppearance', 'UITabBarAppearance', 'UINavigationBar', 'UITabBar', 'UITableView',
               'UIImpactFeedbackGenerator', 'UINotificationFeedbackGenerator', 'UIResponder', 'UIPasteboard',
               'UIScrollView', 'UIEdgeInsets', 'UIBezierPath', 'UIRectCorner', 'UIWindowScene', 'UIWindow',
               'UIActivityViewController', 'UISelectionFeedbackGenerator', 'UIBlurEffect', 'UIVisualEffectView',
               'UITextField', 'UILabel', 'UIButton', 'UIAccessibility', 'UIGraphicsImageRenderer', 'UIFontMetrics',
               'UIKeyboardType', 'UITextContentType', 'UIRectCorner', 'UIPageControl', 'UISegmentedControl',
               'UITableViewCell', 'UICollectionView', 'UIStackView', 'UIImageView', 'UIAlertController',
               'NSColor', 'NSImage', 'NSFont', 'NSApplication', 'NSWorkspace', 'NSPasteboard', 'NSView', 'NSWindow',
               'CGPoint', 'CGSize', 'CGRect', 'CGFloat', 'CGAffineTransform', 'CGColor', 'CGImage', 'CGContext',
               'NSPredicate', 'NSSortDescriptor', 'NSManagedObjectContext', 'NSPersistentContainer', 'NSFetchRequest',
               'NSManagedObject', 'NSObject', 'NSError', 'NSCoder', 'NSString', 'NSNumber', 'NSAttributedString',
               'NSMutableAttributedString', 'PersistenceController', 'ModelContainer', 'DispatchQueue', 'Timer',
               'ObservableObject', 'Published', 'AnyCancellable', 'PassthroughSubject', 'CurrentValueSubject',
               'Just', 'Future', 'Set', 'Locale', 'Bundle', 'ProcessInfo', 'PreviewProvider_', 'XCTestCase',
               'Logger', 'OSLog', 'Task', 'MainActor', 'Sendable', 'Error', 'LocalizedError', 'Codable',
               'JSONDecoder', 'JSONEncoder', 'URLSession', 'URLRequest', 'HTTPURLResponse', 'Data', 'Date',
               'Calendar', 'DateFormatter', 'NumberFormatter', 'FileManager', 'NotificationCenter', 'UserDefaults',
               'Notification', 'UUID', 'URL', 'TimeInterval', 'IndexSet', 'Result', 'Character', 'Substring',
               # Combine, Core ML and Core Data model classes, Firebase, TCA, Objective-C, Foundation on Apple only
               'AnyPublisher', 'SleepCalculator', 'Wizard', 'Ship', 'Auth', 'Reducer', 'Messaging', 'Swift', 'Selector',
               'Entry', 'DateComponentsFormatter', 'LocalizedStringResource', 'URLSessionConfiguration', 'URLResponse',
               'Firestore', 'Effect', 'StoreOf', 'WithViewStore', 'ViewStore', 'Analytics', 'FirebaseApp',
               'Candy', 'Movie', 'Country', 'Singer', 'Student', 'Prospect', 'Card', 'Resort', 'Mission', 'Astronaut',
               # Charts, AuthenticationServices, UIKit members met in modifier position
               'chartYScale', 'chartXScale', 'chartXAxis', 'chartYAxis', 'chartLegend', 'chartPlotStyle',
               'chartForegroundStyleScale', 'chartXSelection', 'chartScrollableAxes', 'signInWithAppleButtonStyle',
               'systemFont', 'makeFirstResponder', 'setTitleTextAttributes', 'tryToPerform', 'play', 'pause',
               # SwiftUI-Introspect, a repository's own view declared in another target, a conversion
               'scrollView', 'HeaderView', 'Double',
               # TCA, Firebase, Core Transferable, Foundation on Apple only, repositories' own helpers in packages
               'MessagingDelegate', 'DependencyKey', 'AlertState', 'Scope', 'OAuthProvider', 'ImageCache', 'Keychain',
               'LineChart', 'Screen', 'Storage', 'TargetContext', 'Timestamp', 'Wrapped', 'CustomView', 'ImageView',
               'TabBar', 'ShapeColor', 'OSX', 'TransferRepresentation', 'Transferable', 'DataRepresentation',
               'ImageResource', 'RelativeDateTimeFormatter', 'MeasurementFormatter', 'SecRandomCopyBytes'}
METHOD_NOT_SWIFTUI = {'dismiss', 'action', 'render', 'sink', 'play', 'pause', 'string', 'insert', 'remove', 'index',
                      'contains', 'append', 'reduce', 'first', 'last', 'firstIndex'}
IOS_ADDITIONS = {
    # iOS 18
    'Tab': 18, 'TabSection': 18, '@Entry': 18, '@Previewable': 18, 'MeshGradient': 18, 'ScrollPosition': 18,
    'onScrollGeometryChange': 18, 'onScrollVisibilityChange': 18, 'onScrollPhaseChange': 18,
    'presentationSizing': 18, 'navigationTransition': 18, 'matchedTransitionSource': 18, 'textRenderer': 18,
    'TextRenderer': 18, 'searchFocused': 18, 'tabViewSidebarHeader': 18, 'tabViewSidebarFooter': 18,
    'onModifierKeysChanged': 18, 'PreviewModifier': 18, 'contentMarginsDisabled': 18, 'pointerStyle': 18,
    'handGestureShortcut': 18, 'tabViewCustomization': 18, 'defaultScrollAnchor': 18, 'ScrollGeometry': 18,
    'onGeometryChange': 18, 'Group(subviews:)': 18, 'ForEach(subviews:)': 18, 'ForEach(sections:)': 18,
    'SubviewsCollection': 18, 'containerValue': 18, 'ContainerValues': 18, 'sidebarAdaptable': 18,
    'widgetAccentedRenderingMode': 18, 'labelsVisibility': 18, 'scrollPosition': 18, 'zoom': 18,
    # iOS 26
    'glassEffect': 26, 'GlassEffectContainer': 26, 'glassEffectID': 26, 'glassEffectUnion': 26, 'glass': 26,
    'glassProminent': 26, 'Glass': 26, 'backgroundExtensionEffect': 26, 'tabBarMinimizeBehavior': 26,
    'tabViewBottomAccessory': 26, 'ToolbarSpacer': 26, 'scrollEdgeEffectStyle': 26, 'scrollEdgeEffectHidden': 26,
    'sharedBackgroundVisibility': 26, '@Animatable': 26, 'safeAreaBar': 26, 'listSectionMargins': 26,
    'labelIconToTitleSpacing': 26, 'ConcentricRectangle': 26, 'symbolColorRenderingMode': 26,
    'searchToolbarBehavior': 26, 'DefaultToolbarItem': 26, 'tabRole': 26, 'navigationSubtitle': 26,
    'WebView': 26, 'WebPage': 26, 'buttonSizing': 26, 'containerCornerInsets': 26, 'interactive': 26,
}
DRAWING_PROTOCOLS = {'View', 'Shape', 'InsettableShape', 'ShapeStyle', 'ViewModifier', 'ButtonStyle',
                     'PrimitiveButtonStyle', 'ToggleStyle', 'LabelStyle', 'ProgressViewStyle', 'GaugeStyle',
                     'TextFieldStyle', 'ListStyle', 'PickerStyle', 'MenuStyle', 'GroupBoxStyle', 'Layout'}
DRAWS_NOTHING = re.compile(r'draws? nothing|no visible effect|has no effect at rest|recorded for inspection|'
                           r'input-only|nothing on an iPhone at rest', re.I)


def load_dump(path):
    return json.load(open(path))['ABIRoot']


def params_of(node):
    """[(label, has_default, is_closure)] of a Function/Constructor node."""
    pn = node['printedName']
    m = re.search(r'\((.*)\)$', pn)
    labels = [l for l in (m.group(1).split(':') if m else []) if l != ''] if m else []
    kids = node.get('children', [])[1:]
    out = []
    for i, lab in enumerate(labels):
        k = kids[i] if i < len(kids) else {}
        t = k.get('printedName', '')
        # a variadic parameter may be left out, as a defaulted one
        out.append((lab, bool(k.get('hasDefaultArg')) or t.endswith('...'), '->' in t or k.get('name') == 'Function'))
    return out


class Index:
    def __init__(self):
        self.types = {}            # short name -> set of full names
        self.members = defaultdict(list)   # name -> [(owner, declKind, static, params)]
        self.inits = defaultdict(list)     # owner short name -> [params]
        self.globals = defaultdict(list)   # name -> [params]
        self.macros = set()
        self.drawable = set()              # views, shapes, shape styles, modifiers: what a snapshot shows

    def add(self, node, owner=''):
        for c in node.get('children', []) or []:
            kind, dk, name = c.get('kind'), c.get('declKind'), c.get('name', '')
            if kind == 'TypeDecl' and c.get('isExternal'):
                self.add(c, name + '@ext')   # another module's type extended here: its members, not the type
                continue
            if kind == 'TypeDecl' or dk == 'TypeAlias':
                full = (owner + '.' if owner else '') + name
                self.types.setdefault(name, set()).add(full)
                conforms = {x.get('name') for x in c.get('conformances', []) or []}
                if conforms & DRAWING_PROTOCOLS or name in DRAWING_PROTOCOLS:
                    self.drawable.add(name)
                if kind == 'TypeDecl':
                    self.add(c, full)
            elif dk == 'Macro':
                self.macros.add(name)
            elif (kind == 'Constructor' or dk == 'Constructor') and owner.endswith('@ext'):
                continue
            elif kind == 'Constructor' or dk == 'Constructor':
                short = owner.split('.')[-1]
                self.inits[short].append(params_of(c))
                self.inits[owner].append(params_of(c))
            elif dk in ('Func',) and not owner:
                self.globals[name].append(params_of(c))
            elif dk in ('Func', 'Var', 'EnumElement', 'Subscript', 'Accessor'):
                static = bool(c.get('static')) or dk == 'EnumElement'
                params = params_of(c) if kind in ('Function', 'EnumElement') or dk == 'Func' else None
                self.members[name].append((owner, dk, static, params))


def fits(params, labels, closures):
    i = 0
    for lab in labels:
        while i < len(params) and params[i][0] != lab:
            if not (params[i][1] or (params[i][2] and False)):
                return False
            i += 1
        if i >= len(params):
            return False
        i += 1
    rest = params[i:]
    required_closures = [p for p in rest if not p[1]]
    if any(not p[2] for p in required_closures):
        return False
    if closures == 0:
        return not required_closures
    return any(p[2] for p in rest)


def parse_key(key):
    m = re.match(r'^(.*?)\((.*)\)( \{…\})?$', key)
    if not m:
        return key, None, 0
    labels = [l for l in m.group(2).split(':') if l]
    return m.group(1), labels, 1 if m.group(3) else 0


dr = Index()
dr.add(load_dump(os.path.join(sdk, 'darkroomui-sdk.json')))
# The engine's own declarations (DarkroomUI re-exports DarkroomUICore; a dump of DarkroomUI lists only its own).
if os.path.exists(os.path.join(sdk, 'darkroomuicore-sdk.json')):
    dr.add(load_dump(os.path.join(sdk, 'darkroomuicore-sdk.json')))
std = Index()
for mod in ('Swift', 'Foundation', 'FoundationEssentials', 'FoundationInternationalization', 'FoundationNetworking',
            'FoundationXML', 'Dispatch', '_Concurrency', 'Observation'):
    p = os.path.join(sdk, f'sdk-{mod}.json')
    if os.path.exists(p):
        std.add(load_dump(p))

CONDITIONAL = re.compile(r'\b(without|when|if|unless|empty|no stops|zero|nil|only when)\b', re.I)


def says_draws_nothing(doc):
    """True when a sentence of the doc comment says the declaration itself draws nothing (not `… without stops
    draws nothing`, a condition on its input)."""
    for sentence in re.split(r'(?<=[.;:])\s+', doc):
        m = DRAWS_NOTHING.search(sentence)
        if m and not CONDITIONAL.search(sentence[:m.start()]):
            return True
    return False


# Doc comments of Sources/DarkroomUI and Sources/DarkroomUICore: names whose declaration says it draws nothing.
quiet_names = set()
decl = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|nonisolated|static|mutating|final|override|@MainActor)\s+)*'
                  r'(?:func|struct|class|enum|var|case|init|protocol)\s*(\w*)')
for dp, dn, fn in [w for module in ('DarkroomUI', 'DarkroomUICore') for w in os.walk(os.path.join(root, 'Sources', module))]:
    for f in fn:
        if not f.endswith('.swift'):
            continue
        doc = []
        for line in open(os.path.join(dp, f), encoding='utf-8'):
            s = line.strip()
            if s.startswith('///'):
                doc.append(s)
                continue
            m = decl.match(line)
            if m and doc and says_draws_nothing(' '.join(d.lstrip('/ ') for d in doc)):
                quiet_names.add(m.group(1) or 'init')
            if not s.startswith('@'):
                doc = []


FRAMEWORK_PREFIX = re.compile(r'^(UI|NS|CL|AV|UN|CI|ML|MK|CG|CA|XCT|PH|SK|AR|SCN|WK|GK|HK|CK|CN|EK|PK|VN|MT|QL|LA|AS|SF|'
                              r'GAD|FIR|RLM|CX|CM|CB|NW|NE|UT|GC|RP|SC|PDF|TK|BG|CT|CS|IN|MF|MP|SL|WC|AU|CF|AX|Sec)[A-Z]')
MODULE_NAMES = {'SwiftUI', 'UIKit', 'AppKit', 'Foundation', 'Combine', 'CoreData', 'MapKit', 'Charts', 'SwiftData',
                'Any', 'AnyObject', 'Self', 'Type', 'Protocol', 'Content', 'Body', 'Value', 'Label', 'Item',
                'Book', 'Store', 'Page', 'Destination', 'Route', 'Tab_', 'Entry_', 'Model', 'ViewModel', 'State_'}
# Chain methods of Combine, UIKit, Core Data and URLSession that appear in modifier position.
OTHER_CHAIN = {'autoconnect', 'eraseToAnyPublisher', 'receive', 'sink', 'store', 'assign', 'debounce',
               'removeDuplicates', 'dataTask', 'resume', 'makeKeyAndVisible', 'sendAction', 'addSubview',
               'constraint', 'publisher', 'dataTaskPublisher', 'decode', 'tryMap', 'mapError', 'replaceError',
               'catch', 'throttle', 'delay', 'share', 'subscribe', 'combineLatest', 'merge', 'prepend', 'append',
               'notificationOccurred', 'impactOccurred', 'prepare', 'save', 'fetch', 'requestAuthorization',
               'loadObject', 'canLoadObject', 'jpegData', 'pngData', 'createCGImage', 'removeFromSuperview',
               'present', 'dismiss', 'addTarget', 'addGestureRecognizer', 'addSublayer', 'connect',
               'requestWhenInUseAuthorization', 'startAnimating', 'stopAnimating', 'upload', 'addAction',
               'getRed', 'withAlphaComponent', 'registerForRemoteNotifications', 'becomeFirstResponder',
               'resignFirstResponder', 'layoutIfNeeded', 'setViewControllers', 'startRunning', 'stopRunning',
               'drawHierarchy', 'addAnnotation', 'rangeOfMisspelledWord', 'canOpenURL', 'prediction', 'document',
               'configureWithOpaqueBackground', 'configureWithTransparentBackground', 'setNeedsDisplay',
               'performBatchUpdates', 'reloadData', 'setTitle', 'setImage', 'setValue', 'cancel', 'add', 'remove',
               'scheduledTimer', 'flatMap', 'compactMap', 'filter', 'map', 'reduce', 'sorted', 'first', 'last'}


def other_module(e):
    return sorted(set(e.get('imports', [])) - NEUTRAL_IMPORTS)


def classify(e):
    """(state, note) or None when the API is not SwiftUI's."""
    kind, key, name = e['kind'], e['key'], e['name']
    others = other_module(e)
    bridged = name in SWIFTUI_BRIDGES
    if name in NOT_SWIFTUI or name in MODULE_NAMES or (len(name) <= 2 and name[:1].isupper()):
        return None
    if FRAMEWORK_PREFIX.match(name) and name not in SWIFTUI_BRIDGES:
        return None
    if kind in ('modifier', 'method') and name in OTHER_CHAIN:
        return None
    if kind == 'method' and (name in METHOD_NOT_SWIFTUI or name in std.members):
        return None
    if kind == 'modifier' and e['key'].startswith('.foregroundStyle(by:'):
        return None     # Charts' PlottableValue overload
    if kind == 'type':
        if name in dr.types:
            if name not in dr.drawable:
                return 'compiles', ''
            return ('draws nothing' if name in quiet_names else 'draws'), ''
        if name in std.types or (others and not bridged) or name in ('Content', 'Body', 'Value', 'Label'):
            return None
        return 'missing', ''
    if kind == 'init':
        base, labels, closures = parse_key(key)
        if base in dr.types:
            inits = dr.inits.get(base, [])
            if any(fits(p, labels, closures) for p in inits):
                if base not in dr.drawable:
                    return 'compiles', ''
                return ('draws nothing' if base in quiet_names else 'draws'), ''
            return 'labels', f'{len(inits)} initialisers, none with these labels'
        if base in std.types or (others and not bridged) or base in ('Content', 'Body', 'Value', 'Label'):
            return None
        return 'missing', ''
    if kind in ('modifier', 'member', 'method'):
        base, labels, closures = parse_key(key[1:])
        cands = [m for m in dr.members.get(base, []) if m[3] is not None]
        if kind == 'method' and not cands:
            return None     # a method of a value whose name DarkroomUI lacks: another framework's, not a modifier
        if kind == 'member':
            cands = [m for m in cands if m[2]]
        if cands:
            owners = {m[0] for m in cands}
            if base in std.members and not owners & {'View', 'Shape', 'Text', 'Image', 'InsettableShape', 'Scene'} \
                    and kind == 'modifier':
                return None
            if any(fits(m[3], labels, closures) for m in cands):
                return ('draws nothing' if base in quiet_names else 'draws'), ''
            return 'labels', 'declared with other labels'
        if base in dr.members:   # a property with that name: `.frame` of a proxy, etc.
            return None
        if base in std.members or (others and not bridged):
            return None
        return 'missing', ''
    if kind == 'static':
        owner, _, member = key.partition('.')
        while member[:1].isupper() and '.' in member:   # Font.Weight.bold
            o2, _, member = member.partition('.')
            owner = owner + '.' + o2
        base, labels, closures = parse_key(member)
        if base[:1].isupper():
            return None     # a nested type (`Font.Weight`), counted as a type
        short = owner.split('.')[-1]
        if short not in dr.types and owner not in ('ShapeStyle',):
            return None
        cands = [m for m in dr.members.get(base, []) if m[2] or m[1] == 'EnumElement']
        if not cands:
            if base in std.members and short not in dr.types:
                return None
            return 'missing', ''
        if labels is not None:
            funcs = [m for m in cands if m[3] is not None]
            if funcs and not any(fits(m[3], labels, closures) for m in funcs):
                return 'labels', 'declared with other labels'
        return 'draws', ''
    if kind == 'wrapper':
        if name in dr.types or name in dr.macros:
            return 'compiles', ''
        if name in std.types or name in std.macros or (others and not bridged):
            return None
        return 'missing', ''
    if kind == 'envkey':
        ev = [m for m in dr.members.get(name, []) if m[0].endswith('EnvironmentValues')]
        if ev:
            return 'compiles', ''
        if others:
            return None
        return 'missing', ''
    if kind == 'function':
        base, labels, closures = parse_key(key)
        if base in dr.globals:
            if any(fits(p, labels, closures) for p in dr.globals[base]):
                return 'compiles', ''
            return 'labels', 'declared with other labels'
        if base in SWIFTUI_FUNCTIONS:
            return 'missing', ''
        return None
    return None


rows = []
for e in usage['apis']:
    c = classify(e)
    if c is None:
        continue
    state, note = c
    rows.append({'kind': e['kind'], 'key': e['key'], 'name': e['name'], 'repos': len(e['repos']),
                 'files': e['files'], 'state': state, 'note': note, 'repo_list': e['repos']})
rows.sort(key=lambda r: (-r['repos'], r['kind'], r['key']))

os.makedirs(os.path.join(root, 'scripts', 'api-usage'), exist_ok=True)
with open(os.path.join(root, 'scripts', 'api-usage', 'api-usage.tsv'), 'w') as f:
    f.write('# generated by scripts/api-usage/classify.py; see docs/API-COVERAGE.md\n')
    f.write('# kind\tapi\trepositories\tfiles\tstate\tnote\n')
    for r in rows:
        f.write(f"{r['kind']}\t{r['key']}\t{r['repos']}\t{r['files']}\t{r['state']}\t{r['note']}\n")

KIND_NAMES = {'type': 'types', 'init': 'initialisers', 'modifier': 'modifiers', 'method': 'methods of SwiftUI values', 'member': 'implicit members',
              'static': 'static members', 'wrapper': 'attributes and property wrappers', 'envkey': 'environment keys',
              'function': 'free functions'}


def coverage(rs):
    total = sum(r['repos'] for r in rs)
    ok = sum(r['repos'] for r in rs if r['state'] in ('draws', 'draws nothing', 'compiles'))
    return ok, total


md = []
md.append(f'Corpus: {NREPOS} repositories, {sum(usage["repositories"].values())} files that import SwiftUI; '
          f'{len(rows)} distinct SwiftUI API uses (by kind, name and argument labels).')
md.append('')
md.append('| kind | APIs | used by ≥ 3 repositories | missing or other labels (≥ 3) | coverage weighted by usage |')
md.append('| --- | ---: | ---: | ---: | ---: |')
for k, label in KIND_NAMES.items():
    rs = [r for r in rows if r['kind'] == k]
    r3 = [r for r in rs if r['repos'] >= 3]
    ok, total = coverage(rs)
    miss = len([r for r in r3 if r['state'] in ('missing', 'labels')])
    md.append(f'| {label} | {len(rs)} | {len(r3)} | {miss} | {100 * ok / max(total, 1):.1f} % |')
ok, total = coverage(rows)
r3 = [r for r in rows if r['repos'] >= 3]
ok3, total3 = coverage(r3)
md.append(f'| **all** | {len(rows)} | {len(r3)} | {len([r for r in r3 if r["state"] in ("missing", "labels")])} | '
          f'**{100 * ok / max(total, 1):.1f} %** |')
md.append('')
md.append(f'Coverage weighted by usage is Σ repositories(API) over the APIs that compile ÷ Σ repositories(API) over '
          f'all: {ok} of {total} repository-uses ({100 * ok / total:.1f} %); over the APIs used by 3 or more '
          f'repositories, {ok3} of {total3} ({100 * ok3 / total3:.1f} %). Of those {len(r3)} APIs, '
          f'{len([r for r in r3 if r["state"] == "draws nothing"])} draw nothing at rest by their doc comment.')
summary = '\n'.join(md)

missing = [r for r in r3 if r['state'] in ('missing', 'labels')]
ml = ['| API | kind | repositories | state | note |', '| --- | --- | ---: | --- | --- |']
for r in missing:
    ml.append(f"| `{r['key']}` | {r['kind']} | {r['repos']} | {r['state']} | {r['note']} |")
missing_md = '\n'.join(ml)

new = []
for r in rows:
    base = parse_key(r['key'].lstrip('.'))[0].split('.')[-1]
    tag = None
    for cand in (r['key'], base, r['name'], '@' + r['name'] if r['kind'] == 'wrapper' else None,
                 r['key'].split(' ')[0]):
        if cand and cand in IOS_ADDITIONS:
            tag = IOS_ADDITIONS[cand]
            break
    if tag:
        new.append((tag, r))
nl = ['| iOS | API | kind | repositories | state |', '| ---: | --- | --- | ---: | --- |']
for tag, r in sorted(new, key=lambda x: (x[0], -x[1]['repos'], x[1]['key'])):
    if r['repos'] >= 1:
        nl.append(f"| {tag} | `{r['key']}` | {r['kind']} | {r['repos']} | {r['state']} |")
new_md = '\n'.join(nl)

tl = ['| # | API | kind | repositories | files | state |', '| ---: | --- | --- | ---: | ---: | --- |']
shown = [r for r in rows if r['repos'] >= 10]
for i, r in enumerate(shown, 1):
    tl.append(f"| {i} | `{r['key']}` | {r['kind']} | {r['repos']} | {r['files']} | {r['state']} |")
table_md = '\n'.join(tl)

json.dump({'summary': summary, 'missing': missing_md, 'new': new_md, 'table': table_md,
           'table_rows': len(shown), 'rows_total': len(rows)},
          open(os.path.join(os.path.dirname(usage_path), 'classified.json'), 'w'), indent=1)


def replace_block(path, name, text):
    s = open(path).read()
    a, b = f'<!-- generated: {name} -->', f'<!-- end generated: {name} -->'
    if a in s:
        pre, rest = s.split(a, 1)
        _, post = rest.split(b, 1)
        s = pre + a + '\n' + text + '\n' + b + post
        open(path, 'w').write(s)


doc = os.path.join(root, 'docs', 'API-COVERAGE.md')
if os.path.exists(doc):
    replace_block(doc, 'summary', summary)
    replace_block(doc, 'missing', missing_md)
    replace_block(doc, 'new', new_md)
    replace_block(doc, 'table', table_md)
print(summary)
print(f'{len(missing)} APIs used by ≥ 3 repositories are missing or lack the labels used', file=sys.stderr)
